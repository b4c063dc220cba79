// The coverage line under the plan: for one day, per real hour (a clock-change day has 23 or 25),
// how many courier slots are planned against the couriers the store asked for that week.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CoverageHour } from './weekGridRows';

export function Coverage({ hours, asked, dayLabel }: { hours: CoverageHour[]; asked: number; dayLabel: string }) {
  const translate = useTranslate();
  if (asked === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('pages.staff-plan.coverage_none')}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label={translate('pages.staff-plan.coverage', { day: dayLabel, count: asked })} data-testid="coverage">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('pages.staff-plan.coverage', { day: dayLabel, count: asked })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))', gap: 0.5 }}>
        {hours.map((hour) => {
          const short = hour.planned < asked;
          return (
            <Box
              component="li"
              key={hour.at}
              title={translate('pages.staff-plan.coverage_hour', { hour: hour.label.slice(0, 2), planned: hour.planned, asked })}
              sx={{
                textAlign: 'center',
                borderRadius: 1,
                py: 0.25,
                fontSize: 11,
                lineHeight: 1.3,
                fontVariantNumeric: 'tabular-nums',
                bgcolor: short ? '#fdecea' : '#e8f5e9',
                color: short ? '#8e1b1b' : '#1b5e20',
              }}
            >
              <Box component="span" sx={{ display: 'block' }}>
                {hour.label.slice(0, 2)}
              </Box>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {hour.planned}/{asked}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
