// The weekly courier hours list, declared as a report (resources/staff/weekly-courier-working-hours.ts):
// react-admin's list params become the body of POST /staff/weekly-courier-working-hours; the week
// is the picked one's Monday, or the week in progress on the user's calendar, sent with the user's
// zone; what the reply carries besides its rows (the hours per hour) is the page's meta.
import { describe, expect, it } from 'vitest';
import weeklyHours from '../../resources/staff/weekly-courier-working-hours';
import { reportBody, reportPage } from '../../src/domain/declaration/report';

const params = (filter: Record<string, unknown>, sort = { field: 'excessHours', order: 'DESC' as 'ASC' | 'DESC' }) => ({ filter, sort, pagination: { page: 2, perPage: 25 } });

describe('the weekly hours body', () => {
  it('asks for the picked week by its Monday, the store, the sort and the page, in the user’s zone', () => {
    expect(reportBody(weeklyHours, params({ week: '2031-06-11', warehouseId: 'w1' }, { field: 'name', order: 'ASC' }), { timeZone: 'Europe/London' })).toEqual({
      weekStart: '2031-06-09',
      timeZone: 'Europe/London',
      warehouseId: 'w1',
      sort: { field: 'name', order: 1 },
      limit: 25,
      offset: 25,
    });
  });

  it('defaults to the week in progress on the user’s calendar', () => {
    // Sunday 15 June 2031 22:30 UTC is already Monday the 16th in Istanbul, still Sunday in London
    const now = new Date('2031-06-15T22:30:00Z');
    expect(reportBody(weeklyHours, params({}), { now, timeZone: 'Europe/Istanbul' })).toMatchObject({ weekStart: '2031-06-16', timeZone: 'Europe/Istanbul' });
    expect(reportBody(weeklyHours, params({ week: 'monday' }), { now, timeZone: 'Europe/London' })).toMatchObject({ weekStart: '2031-06-09', timeZone: 'Europe/London' });
  });

  it('sorts only by a sortable column, else by the declared excess', () => {
    expect(reportBody(weeklyHours, params({}, { field: 'limitHours', order: 'ASC' }), { timeZone: 'UTC' }).sort).toEqual({ field: 'excessHours', order: 1 });
  });
});

describe('the weekly hours page', () => {
  it('reads each row’s _id as its id and hands the rest of the reply on as meta', () => {
    const reply = { weekStart: '2031-06-09', weekHours: 168, days: ['2031-06-09'], hours: [{ day: '2031-06-09', hour: 8, planned: 1, present: 0 }], total: 1, rows: [{ _id: 'p1', name: 'Ada', excessHours: 9 }] };
    expect(reportPage(weeklyHours.report!, reply)).toEqual({
      data: [{ id: 'p1', name: 'Ada', excessHours: 9 }],
      total: 1,
      meta: { weekStart: '2031-06-09', weekHours: 168, days: ['2031-06-09'], hours: [{ day: '2031-06-09', hour: 8, planned: 1, present: 0 }] },
    });
  });
});
