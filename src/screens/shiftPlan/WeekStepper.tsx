import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../domain/dates';
import type { EnabledLanguageCode } from '../../domain/languages';
import { addDays } from '../../domain/shiftPlan';

/** The week shown (Monday to Sunday, named in the panel's language) with previous and next; `children` follow them. */
export function WeekStepper({ monday, language, onWeek, children }: { monday: string; language: EnabledLanguageCode; onWeek: (monday: string) => void; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      <Tooltip title={translate('shiftPlan.previous_week')}>
        <IconButton aria-label={translate('shiftPlan.previous_week')} onClick={() => onWeek(addDays(monday, -7))}>
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 16 } }} data-testid="week-label">
        {translate('shiftPlan.week', { from: formatCalendarDay(monday, language), to: formatCalendarDay(addDays(monday, 6), language) })}
      </Typography>
      <Tooltip title={translate('shiftPlan.next_week')}>
        <IconButton aria-label={translate('shiftPlan.next_week')} onClick={() => onWeek(addDays(monday, 7))}>
          <ChevronRight />
        </IconButton>
      </Tooltip>
      {children}
    </Box>
  );
}
