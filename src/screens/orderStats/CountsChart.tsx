// Successful, missed and potential orders over time (this store, solid) beside the franchise's
// per-store average (same colour, dashed), on the framework's chart. The table below carries the
// same numbers for screen readers.
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EnabledLanguageCode } from '../../domain/languages';
import { SeriesChart, type ChartSeries } from '../../framework/views/charts/SeriesChart';
import { kindColor } from './colors';
import { countText } from './format';
import { axisLabel, bucketLabel } from './labels';
import { COUNT_KINDS, type CountTable } from './series';
import { T } from './StatsControls';

// Successful last, on top: with no missed order it covers the potential line it equals.
const DRAWN = ['potential', 'missed', 'successful'] as const;

interface CountsChartProps {
  table: CountTable;
  language: EnabledLanguageCode;
  /** Says what the image shows (kinds, bucket size, range). */
  label: string;
  height?: number;
}

export function CountsChart({ table, language, label, height }: CountsChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const { rows, groupType } = table;
  const kindLabel = (kind: string) => translate(`${T}.kinds.${kind}`);
  const averageLabel = translate(`${T}.table.average`);
  const series: ChartSeries[] = [
    ...DRAWN.map((kind) => ({
      id: `${kind}-average`,
      label: `${kindLabel(kind)} (${averageLabel})`,
      values: rows.map((row) => row.average[kind]),
      color: kindColor(theme, kind),
      dashed: true,
      toggles: [kind, 'average'],
    })),
    ...DRAWN.map((kind) => ({ id: kind, label: kindLabel(kind), values: rows.map((row) => row.store[kind]), color: kindColor(theme, kind), toggles: [kind] })),
  ];
  return (
    <SeriesChart
      label={label}
      height={height}
      x={rows.map((row) => row.date)}
      tickLabel={(date) => axisLabel(date, groupType, language)}
      pointLabel={(date) => bucketLabel(date, groupType, language)}
      format={(value) => countText(value, language)}
      whole
      series={series}
      toggles={[
        ...COUNT_KINDS.map((kind) => ({ id: kind, label: kindLabel(kind), color: kindColor(theme, kind) })),
        { id: 'average', label: translate(`${T}.chart.average`), color: theme.palette.text.secondary, dashed: true },
      ]}
    />
  );
}
