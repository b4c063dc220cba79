import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { calendarDay } from '../../../domain/dates';
import type { ResourceEntry } from '../../types';
import { usePanelFormat } from '../fields/usePanelFormat';

const DAY_MS = 86_400_000;

/** The two day filters of `days` days ending today on the user's calendar. */
export function presetDays(days: number, timeZone: string | undefined, now = new Date()): { from: string; to: string } {
  return { from: calendarDay(new Date(now.getTime() - (days - 1) * DAY_MS), timeZone), to: calendarDay(now, timeZone) };
}

/**
 * A report's quick periods (`report.period.days.presets`): "Last 7 days", "Last 30 days"...,
 * each ending today on the user's calendar, pressed to set the list's two day filters; the one the
 * filters hold shows pressed. The day fields stay for any other period.
 */
export function DayPresets({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const { timeZone } = usePanelFormat();
  const { filterValues, setFilters } = useListContext();
  const period = entry.report?.period;
  const range = entry.list?.dateRange;
  const presets = period && 'days' in period ? period.days.presets : undefined;
  if (!presets?.length || !range) return null;
  const now = new Date();
  const current = presets.find((days) => {
    const { from, to } = presetDays(days, timeZone, now);
    return filterValues[range.from] === from && filterValues[range.to] === to;
  });
  const label = translate('app.framework.period.presets');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current ?? null}
      aria-label={label}
      onChange={(_event, days: number | null) => {
        if (days === null) return;
        const { from, to } = presetDays(days, timeZone, now);
        setFilters({ ...filterValues, [range.from]: from, [range.to]: to });
      }}
      sx={{ px: { xs: 1, md: 0 }, pb: 1, flexWrap: 'wrap' }}
    >
      {presets.map((days) => (
        <ToggleButton key={days} value={days} sx={{ textTransform: 'none' }}>
          {translate('app.framework.period.last_days', { smart_count: days })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
