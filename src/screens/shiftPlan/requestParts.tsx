import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../domain/dates';
import { dayOf } from '../../domain/shiftPlan';
import type { ListParts } from '../../framework/views/listParts';
import { spanOf } from './time';
import { usePlanFormat } from './usePlanContext';

/** A cell's text in the list's type. */
const Text = ({ children, nowrap = false }: { children: string; nowrap?: boolean }) => (
  <Typography variant="body2" component="span" sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
    {children}
  </Typography>
);

/** What a change or a drop is, in words. */
function KindCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <Text>{translate(`resources.staff-plan-shift.kinds.${String(record.kind)}`)}</Text> : null;
}

/** The slot asked about: its day and times on the user's calendar. */
function SlotCell() {
  const record = useRecordContext();
  const { language, timeZone } = usePlanFormat();
  if (!record) return null;
  const slot = { startsAt: String(record.startsAt), endsAt: String(record.endsAt) };
  return <Text nowrap>{`${formatCalendarDay(dayOf(slot.startsAt, timeZone), language)} ${spanOf(slot, timeZone)}`}</Text>;
}

/** The times a change asks for (a drop asks for none). */
function WantedCell() {
  const record = useRecordContext();
  const { timeZone } = usePlanFormat();
  if (!record?.wantedStartsAt || !record.wantedEndsAt) return <Text>—</Text>;
  return <Text nowrap>{spanOf({ startsAt: String(record.wantedStartsAt), endsAt: String(record.wantedEndsAt) }, timeZone)}</Text>;
}

/** The shift plan's requests (resources/staff/staff-plan-shift.ts): slots shown as day and times. */
const requestParts: ListParts = {
  cells: { kind: KindCell, startsAt: SlotCell, wantedStartsAt: WantedCell },
};

export default requestParts;
