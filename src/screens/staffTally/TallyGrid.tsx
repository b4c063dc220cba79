import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TallyReply } from '../../domain/tally';
import { cellView, hours, KIND_STYLE, T } from './cells';
import { visuallyHidden } from '../../framework/visuallyHidden';

const weekday = (day: string, language: string) => new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The month on a wide screen: a person per row, a day per column, the totals at the end. The
 * table scrolls inside its own focusable region when the month is wider than the page; the
 * names stay in view.
 */
export function TallyGrid({ tally, language, storeName, caption }: { tally: TallyReply; language: string; storeName: (id: string) => string; caption: string }) {
  const translate = useTranslate();
  const sticky = { position: 'sticky', left: 0, zIndex: 1, backgroundColor: 'background.paper' } as const;
  return (
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ position: 'relative', overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
      <Table size="small" sx={{ '& td, & th': { px: 0.5, py: 0.5, textAlign: 'center', whiteSpace: 'nowrap' } }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...sticky, textAlign: 'left !important', minWidth: 160 }}>
              {translate(`${T}.person`)}
            </TableCell>
            {tally.days.map(({ day, holiday }) => (
              <TableCell key={day} component="th" scope="col" title={holiday ? holiday[language === 'tr' ? 'tr' : 'en'] : undefined} sx={{ minWidth: 34, ...(holiday ? KIND_STYLE.holiday : {}) }}>
                <Box component="span" sx={{ display: 'block', fontSize: 11 }} aria-hidden>
                  {weekday(day, language)}
                </Box>
                {Number(day.slice(8))}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">{translate(`${T}.totals.worked_hours`)}</TableCell>
            <TableCell component="th" scope="col">{translate(`${T}.totals.leave_days`)}</TableCell>
            <TableCell component="th" scope="col">{translate(`${T}.totals.absent_days`)}</TableCell>
            <TableCell component="th" scope="col">{translate(`${T}.totals.off_days`)}</TableCell>
            <TableCell component="th" scope="col">{translate(`${T}.totals.holiday_days`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tally.people.map((person) => (
            <TableRow key={person.id} data-person={person.id}>
              <TableCell component="th" scope="row" sx={{ ...sticky, textAlign: 'left !important' }}>
                {person.name}
                <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                  {storeName(person.warehouseId)}
                </Box>
              </TableCell>
              {person.cells.map((cell) => {
                const view = cellView(cell, language, translate);
                return (
                  <TableCell key={cell.day} title={view.long} data-day={cell.day} data-kind={cell.kind} sx={{ ...KIND_STYLE[cell.kind], fontSize: 13 }}>
                    <span aria-hidden>{view.short}</span>
                    {cell.kind !== 'future' && <span style={visuallyHidden}>{view.long}</span>}
                  </TableCell>
                );
              })}
              <TableCell data-total="worked-hours">{hours(person.totals.workedMinutes, language)}</TableCell>
              <TableCell>{person.totals.leaveDays}</TableCell>
              <TableCell>{person.totals.absentDays}</TableCell>
              <TableCell>{person.totals.offDays}</TableCell>
              <TableCell>{person.totals.holidayDays}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
