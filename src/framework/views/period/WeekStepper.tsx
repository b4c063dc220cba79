import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../../domain/dates';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { addDays } from '../../../domain/shiftPlan';

export interface WeekStepperProps {
  /** The Monday of the week shown, `YYYY-MM-DD`. */
  monday: string;
  language: EnabledLanguageCode;
  /** Another week's Monday; null for the week in progress. */
  onWeek: (monday: string | null) => void;
  /** The Monday of the week in progress: adds "This week", off while it is shown. */
  current?: string;
  /** Follow the buttons (a screen's own controls for the week). */
  children?: ReactNode;
}

/**
 * The one week stepper of the panel: the week shown (Monday to Sunday, in the panel's date
 * format) as the page's heading, with the previous and next weeks and the week in progress.
 */
export function WeekStepper({ monday, language, onWeek, current, children }: WeekStepperProps) {
  const translate = useTranslate();
  const step = (label: string, days: number, icon: ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={translate(label)} onClick={() => onWeek(addDays(monday, days))}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      {step('app.framework.period.previous_week', -7, <ChevronLeft />)}
      <Typography component="h2" variant="subtitle1" aria-live="polite" data-week={monday} data-testid="week-label" sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 16 } }}>
        {translate('app.framework.period.week_of', { start: formatCalendarDay(monday, language), end: formatCalendarDay(addDays(monday, 6), language) })}
      </Typography>
      {step('app.framework.period.next_week', 7, <ChevronRight />)}
      {current && (
        <Button size="small" onClick={() => onWeek(null)} disabled={monday === current}>
          {translate('app.framework.period.this_week')}
        </Button>
      )}
      {children}
    </Box>
  );
}
