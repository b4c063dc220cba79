import { Typography } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { dayOf } from '../../domain/shiftPlan';
import type { HourPoint } from '../../domain/workingHours';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import type { ListParts } from '../../framework/views/listParts';
import { ExcessText } from './ExcessCell';
import { HourBars } from './HourBars';
import { formatHours, T } from './text';

/** The courier, marked over or within the limit, with the days their timesheet misses a clock time. */
function CourierCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const missing = Number(record.missingClockDays) || 0;
  return (
    <Typography variant="body2" component="span" data-courier={String(record.id)} data-over={Number(record.excessHours) > 0 ? 'true' : 'false'}>
      {String(record.name)}
      {missing > 0 && (
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate(`${T}.missing`, { smart_count: missing })}
        </Typography>
      )}
    </Typography>
  );
}

/** A figure in hours ("54 h"), in the panel's language. */
const hoursCell = (source: string) =>
  function HoursCell() {
    const record = useRecordContext();
    const translate = useTranslate();
    const { language } = usePanelFormat();
    if (!record) return null;
    return (
      <Typography variant="body2" component="span">
        {translate(`${T}.hours`, { hours: formatHours(Number(record[source]) || 0, language) })}
      </Typography>
    );
  };

function ExcessCell() {
  const record = useRecordContext();
  const { language } = usePanelFormat();
  return record ? <ExcessText hours={Number(record.excessHours) || 0} language={language} /> : null;
}

/** What the week's reply carries besides its rows (the page's meta). */
interface WeekMeta {
  weekHours?: number;
  days?: string[];
  hours?: HourPoint[];
  weekStart?: string;
  timeZone?: string;
}

/** A week across a clock change says how many hours it has. */
function WeekHoursNote() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const week = (meta ?? {}) as WeekMeta;
  if (week.weekHours === undefined || week.weekHours === 168) return null;
  return (
    <Typography variant="body2" sx={{ m: 1 }} data-week-hours={week.weekHours}>
      {translate(`${T}.week_hours`, { hours: week.weekHours })}
    </Typography>
  );
}

/** Under the rows: planned against present couriers per hour, a day at a time. */
function HoursPerHour() {
  const { meta, error } = useListContext();
  const { language } = usePanelFormat();
  const week = (meta ?? {}) as WeekMeta;
  if (error || !week.days || !week.hours || !week.timeZone) return null;
  return (
    <div style={{ padding: '0 8px 8px' }}>
      <HourBars key={week.weekStart} hours={week.hours} days={week.days} language={language} today={dayOf(new Date(), week.timeZone)} />
    </div>
  );
}

/** Weekly courier working hours (resources/staff/weekly-courier-working-hours.ts): hours in words, the excess in red, the bars per hour. */
const weeklyHoursParts: ListParts = {
  Above: WeekHoursNote,
  Below: HoursPerHour,
  cells: {
    name: CourierCell,
    plannedHours: hoursCell('plannedHours'),
    workedHours: hoursCell('workedHours'),
    leaveHours: hoursCell('leaveHours'),
    limitHours: hoursCell('limitHours'),
    excessHours: ExcessCell,
  },
};

export default weeklyHoursParts;
