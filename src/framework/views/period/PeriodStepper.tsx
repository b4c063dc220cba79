import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../../domain/dates';
import { addMonths } from '../../../domain/financialMonth';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { addDays } from '../../../domain/shiftPlan';
import { monthName } from './financialMonths';

/** A week by its Monday (`YYYY-MM-DD`), or a calendar month (`YYYY-MM`). */
export type StepperUnit = 'week' | 'month';

export interface PeriodStepperProps {
  unit: StepperUnit;
  /** The period shown: a week's Monday or a month. */
  value: string;
  language: EnabledLanguageCode;
  /** Another period; null for the one in progress. */
  onChange: (value: string | null) => void;
  /** The period in progress: adds "This week" / "This month", off while it is shown. */
  current?: string;
  /** Follow the buttons (a screen's own controls for the period). */
  children?: ReactNode;
}

const TEXTS = {
  week: { previous: 'app.framework.period.previous_week', next: 'app.framework.period.next_week', current: 'app.framework.period.this_week' },
  month: { previous: 'app.framework.period.previous_month', next: 'app.framework.period.next_month', current: 'app.framework.period.this_month' },
} as const;

const step = (unit: StepperUnit, value: string, count: number) => (unit === 'week' ? addDays(value, 7 * count) : addMonths(value, count));

/**
 * The one period stepper of the panel: the week (Monday to Sunday, in the panel's date format) or
 * the month shown as the page's heading, with the periods before and after and the one in progress.
 */
export function PeriodStepper({ unit, value, language, onChange, current, children }: PeriodStepperProps) {
  const translate = useTranslate();
  const texts = TEXTS[unit];
  const button = (label: string, count: number, icon: ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={translate(label)} onClick={() => onChange(step(unit, value, count))}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const heading =
    unit === 'week'
      ? translate('app.framework.period.week_of', { start: formatCalendarDay(value, language), end: formatCalendarDay(addDays(value, 6), language) })
      : monthName(value, language);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      {button(texts.previous, -1, <ChevronLeft />)}
      <Typography
        component="h2"
        variant="subtitle1"
        aria-live="polite"
        {...{ [`data-${unit}`]: value }}
        data-testid={`${unit}-label`}
        sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 16 } }}
      >
        {heading}
      </Typography>
      {button(texts.next, 1, <ChevronRight />)}
      {current && (
        <Button size="small" onClick={() => onChange(null)} disabled={value === current}>
          {translate(texts.current)}
        </Button>
      )}
      {children}
    </Box>
  );
}
