// The order statistics' own controls, beside the framework's store picker: the bucket size and
// the days, and which buckets are shown.
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountGroupType } from '../../domain/orders';
import { COUNT_GROUP_TYPES } from '../../domain/orderCountLimits';
import type { SummaryControlsProps } from '../../framework/views/summary/source';
import { DayInput } from './DayInput';
import { dayLabel } from './labels';
import { formatDay } from './ranges';
import { groupTypeOf, periodOf } from './filters';

const T = 'pages.order-stats';
/** The date range filters' own messages (src/framework/views/fields/DateRangeFilterInput.tsx). */
const RANGE = 'app.framework.date_range';
const NEXT_COARSER: Partial<Record<CountGroupType, CountGroupType>> = { hour: 'day', day: 'week', week: 'month' };

export function StatsControls({ filters, change, context }: SummaryControlsProps) {
  const translate = useTranslate();
  const { language } = context;
  const period = periodOf(filters, context);
  const day = (value: number) => dayLabel(formatDay(value), language);
  // As the list filters do: days picked backwards are an error at both fields (nothing is asked),
  // a range longer than one call takes says at its first field which days are shown instead.
  const shortened = period.shortened
    ? translate(`${T}.shortened`, {
        from: day(period.from),
        to: day(period.to),
        count: translate(`${T}.units.${period.groupType === 'hour' ? 'day' : period.groupType}`, {
          smart_count: period.groupType === 'hour' ? period.to - period.from + 1 : period.buckets,
        }),
      })
    : undefined;
  const coarser = period.shortened ? NEXT_COARSER[period.groupType] : undefined;
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={groupTypeOf(filters)}
        // A new bucket size starts from its own sensible span (14 days, 12 weeks, 12 months...).
        onChange={(_, groupType: CountGroupType | null) => groupType && change({ group: groupType, from: undefined, to: undefined })}
        aria-label={translate(`${T}.group_by`)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {COUNT_GROUP_TYPES.map((groupType) => (
          <ToggleButton key={groupType} value={groupType} sx={{ textTransform: 'none', px: 1.5, flex: { xs: 1, sm: 'none' } }}>
            {translate(`${T}.groups.${groupType}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1.5, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
        <DayInput
          label={translate(`${T}.from`)}
          value={formatDay(period.from)}
          committed={filters.from ?? null}
          onCommit={(from) => change({ from })}
          error={period.backwards}
          helperText={period.backwards ? translate(`${RANGE}.after_end`) : shortened}
        />
        <DayInput
          label={translate(`${T}.to`)}
          value={formatDay(period.to)}
          committed={filters.to ?? null}
          onCommit={(to) => change({ to })}
          error={period.backwards}
          helperText={period.backwards ? translate(`${RANGE}.before_start`) : undefined}
        />
      </Box>
      {coarser && (
        <Button size="small" onClick={() => change({ group: coarser })} sx={{ alignSelf: 'center', textTransform: 'none' }}>
          {translate(`${T}.switch_to.${coarser}`)}
        </Button>
      )}
      {!period.backwards && (
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 100%' }}>
          {translate(`${T}.showing`, { from: day(period.from), to: day(period.to), count: translate(`${T}.units.${period.groupType}`, { smart_count: period.buckets }) })}
        </Typography>
      )}
    </>
  );
}
