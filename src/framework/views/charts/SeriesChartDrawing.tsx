// The drawing of a SeriesChart, on @mui/x-charts (this module is the chart's lazily loaded chunk).
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartSeries, SeriesChartProps } from './SeriesChart';

/** Up to this many points a solid series marks them; more would be a smear of dots. */
const MAX_MARKED_POINTS = 40;
const DASH = '6 4';

type DrawingProps = Pick<SeriesChartProps, 'x' | 'tickLabel' | 'pointLabel' | 'format' | 'whole'> & { series: ChartSeries[]; height: number };

export default function SeriesChartDrawing({ x, tickLabel, pointLabel, format, whole, series, height }: DrawingProps) {
  const dashed = new Set(series.filter((one) => one.dashed).map((one) => one.id));
  return (
    <LineChart
      height={height}
      hideLegend
      skipAnimation
      grid={{ horizontal: true }}
      // room on the right for half of the last point's label under the axis
      margin={{ top: 12, right: 24, bottom: 4, left: 4 }}
      xAxis={[{ scaleType: 'point', data: x, valueFormatter: (value: string, context) => (context.location === 'tick' ? tickLabel(value) : pointLabel(value)) }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => format(value), ...(whole ? { tickMinStep: 1 } : {}) }]}
      series={series.map((one) => ({
        id: one.id,
        label: one.label,
        data: one.values,
        color: one.color,
        curve: 'linear' as const,
        showMark: !one.dashed && x.length <= MAX_MARKED_POINTS,
        valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
      }))}
      // the x-charts line takes an svg attribute per series: a comparison is dashed
      slotProps={{ line: ((ownerState: { id: string | number }) => (dashed.has(String(ownerState.id)) ? { strokeDasharray: DASH } : {})) as never }}
    />
  );
}
