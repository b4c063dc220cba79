import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TallyReply } from '../../domain/tally';
import { cellView, hours, KIND_STYLE, T } from './cells';
import { visuallyHidden } from '../../framework/visuallyHidden';

/** The month on a phone: a card per person with the totals and the days as a 7-column block (nothing scrolls sideways). */
export function TallyCards({ tally, language, storeName }: { tally: TallyReply; language: string; storeName: (id: string) => string }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ position: 'relative', listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {tally.people.map((person) => (
        <Card component="li" key={person.id} variant="outlined" data-person={person.id}>
          <CardContent>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {person.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {storeName(person.warehouseId)}
            </Typography>
            <Typography variant="body2" sx={{ my: 1 }} data-total="worked-hours">
              {translate(`${T}.card_totals`, {
                hours: hours(person.totals.workedMinutes, language),
                leave: person.totals.leaveDays,
                absent: person.totals.absentDays,
                off: person.totals.offDays,
                holiday: person.totals.holidayDays,
              })}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
              {person.cells.map((cell) => {
                const view = cellView(cell, language, translate);
                return (
                  <Box component="li" key={cell.day} title={view.long} data-day={cell.day} data-kind={cell.kind} sx={{ ...KIND_STYLE[cell.kind], borderRadius: 1, textAlign: 'center', py: 0.25, fontSize: 12, border: '1px solid', borderColor: 'divider' }}>
                    <Box component="span" sx={{ display: 'block', fontSize: 10 }}>
                      {Number(cell.day.slice(8))}
                    </Box>
                    <span aria-hidden>{view.short || '\u00a0'}</span>
                    {cell.kind !== 'future' && <span style={visuallyHidden}>{view.long}</span>}
                  </Box>
                );
              })}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
