// A synthetic week of one big store: 200 couriers and 2,000 slots (10 a person, a few open ones),
// in Europe/London, shaped like the gateway's POST /shift-plan/week reply.
import { addDays, dayStart, type ShiftPlanWeek, type ShiftSlot } from '../../src/domain/shiftPlan';

export function bigWeek(people = 200, slots = 2000): ShiftPlanWeek {
  const timeZone = 'Europe/London';
  const weekStart = '2027-03-22';
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  const persons = Array.from({ length: people }, (_, index) => ({ id: `p${index}`, name: `Courier ${String(index).padStart(3, '0')}`, staffType: 1, warehouseId: 'w1' }));
  const list: ShiftSlot[] = [];
  for (let index = 0; index < slots; index++) {
    const person = index < slots - 100 ? persons[index % people] : null;
    const day = days[Math.floor(index / people) % 7];
    const hour = 6 + ((index * 5) % 12);
    const startsAt = new Date(Date.parse(dayStart(day, timeZone)) + hour * 3_600_000 + (Math.floor(index / (people * 7)) * 6 * 3_600_000) % (3 * 3_600_000)).toISOString();
    list.push({
      id: `s${index}`,
      warehouseId: 'w1',
      kind: 'courier',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 4 * 3_600_000).toISOString(),
      vehicleType: 200,
      status: person ? 300 : 100,
      person: person && { id: person.id, name: person.name },
      breakMinutes: 0,
      sharedWithWarehouseId: null,
      updatedAt: '2027-03-01T00:00:00.000Z',
    });
  }
  return {
    warehouse: { id: 'w1', name: 'Big store' },
    kind: 'courier',
    timeZone,
    weekStart,
    start: dayStart(weekStart, timeZone),
    end: dayStart(addDays(weekStart, 7), timeZone),
    days,
    people: persons,
    slots: list,
    vehicleCounts: [{ vehicleType: 200, count: 30 }],
    hours: { byDay: days.map(() => 0), total: 0 },
  };
}
