import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { HourPoint } from '../../domain/workingHours';
import { T } from './text';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Planned against present couriers per hour of one day of the week (tabs pick the day): plain
 * accessible bars, each hour also said in words. A day of a clock change has 23 or 25 hours.
 */
export function HourBars({ hours, days, language, today }: { hours: HourPoint[]; days: string[]; language: string; today: string }) {
  const translate = useTranslate();
  const [dayIndex, setDayIndex] = useState(() => Math.max(0, days.indexOf(today)));
  const day = days[Math.min(dayIndex, days.length - 1)];
  const points = hours.filter((point) => point.day === day);
  const top = Math.max(1, ...hours.map((point) => Math.max(point.planned, point.present)));
  const dayName = (value: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(language, { weekday: style, day: 'numeric', month: style === 'long' ? 'long' : 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
  // an hour repeated by the autumn change reads "01:00" twice: the second is marked
  const seen = new Set<number>();
  return (
    <Box component="section" aria-labelledby="hours-per-hour" sx={{ mt: 3, minWidth: 0 }}>
      <Typography id="hours-per-hour" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${T}.per_hour`)}
      </Typography>
      <Tabs value={dayIndex} onChange={(_, value: number) => setDayIndex(value)} variant="scrollable" allowScrollButtonsMobile aria-label={translate(`${T}.day`)} sx={{ mb: 1 }}>
        {days.map((value) => (
          <Tab key={value} label={dayName(value, 'short')} data-day={value} sx={{ minWidth: 64, px: 1 }} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, fontSize: 14 }} aria-hidden>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 12, height: 12, bgcolor: 'primary.main', display: 'inline-block' }} /> {translate(`${T}.planned_count`)}
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 12, height: 12, bgcolor: 'success.main', display: 'inline-block' }} /> {translate(`${T}.present_count`)}
        </Box>
      </Box>
      <Box component="ol" aria-label={translate(`${T}.per_hour_caption`, { day: dayName(day, 'long') })} data-hours={points.length} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {points.map((point) => {
          const repeated = seen.has(point.hour);
          seen.add(point.hour);
          const label = `${pad(point.hour)}:00${repeated ? ' (2)' : ''}`;
          const short = point.present < point.planned;
          return (
            <Box component="li" key={point.start} data-hour={point.hour} sx={{ display: 'grid', gridTemplateColumns: '4.5em minmax(0, 1fr) 3.5em', gap: 1, alignItems: 'center', fontSize: 13 }}>
              <span aria-hidden>{label}</span>
              <Box aria-hidden sx={{ display: 'grid', gap: '2px' }}>
                <Box sx={{ height: 8, bgcolor: 'primary.main', width: `${(point.planned / top) * 100}%`, minWidth: point.planned ? 2 : 0 }} />
                <Box sx={{ height: 8, bgcolor: 'success.main', width: `${(point.present / top) * 100}%`, minWidth: point.present ? 2 : 0 }} />
              </Box>
              <Box component="span" aria-hidden sx={{ textAlign: 'right', color: short ? 'error.main' : 'text.primary', fontWeight: short ? 700 : 400 }}>
                {point.planned}/{point.present}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {translate(`${T}.hour_line`, { hour: label, planned: point.planned, present: point.present })}
                {short ? `, ${translate(`${T}.short_of`)}` : ''}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
