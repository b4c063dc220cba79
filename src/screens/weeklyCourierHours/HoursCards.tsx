import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { workType } from '../../domain/enums/workType';
import type { CourierWeek } from '../../domain/workingHours';
import { ExcessText } from './ExcessCell';
import { formatHours, T } from './text';

/** The week on a phone: a card per courier (nothing scrolls sideways). */
export function HoursCards({ rows, language, storeName }: { rows: CourierWeek[]; language: string; storeName: (id: string) => string }) {
  const translate = useTranslate();
  const h = (value: number) => translate(`${T}.hours`, { hours: formatHours(value, language) });
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => {

        return (
          <Card component="li" key={row.id} variant="outlined" data-courier={row.id} data-over={row.excessHours > 0 ? 'true' : 'false'} sx={row.excessHours > 0 ? { borderColor: 'error.main' } : undefined}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {storeName(row.warehouseId)} · {translate(workType.labelKey(row.workType) ?? '')}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, my: 1, '& dt': { color: 'text.secondary', fontSize: 12 }, '& dd': { m: 0 } }}>
                {(
                  [
                    ['planned', row.plannedHours],
                    ['worked', row.workedHours],
                    ['leave', row.leaveHours],
                    ['limit', row.limitHours],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{translate(`${T}.${label}`)}</dt>
                    <dd>{h(value)}</dd>
                  </div>
                ))}
              </Box>
              <ExcessText hours={row.excessHours} language={language} />
              {row.missingClockDays > 0 && (
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {translate(`${T}.missing`, { smart_count: row.missingClockDays })}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
