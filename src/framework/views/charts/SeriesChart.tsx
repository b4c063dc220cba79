// A chart of series over time: the one way the panel draws one (a summary's trend, the order
// statistics, a report's series above its rows: ./ReportSeries.tsx). The drawing is @mui/x-charts, loaded with the first chart a user opens, never in
// the first load. It is one labelled image: the numbers it shows are also a table on the page
// for screen readers, and its legend is a row of toggle buttons beside the image.
import { Box, ButtonBase, Skeleton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

const Drawing = lazy(() => import('./SeriesChartDrawing'));

export interface ChartSeries {
  id: string;
  label: string;
  /** One per point of the x axis; null where there is none (a gap in the line). */
  values: (number | null)[];
  color: string;
  /** Drawn dashed and without marks (a comparison: an average). */
  dashed?: boolean;
  /** The legend toggles that show it: hidden while any of them is off (an average hides with its kind and with "average"). */
  toggles: readonly string[];
}

export interface ChartToggle {
  id: string;
  label: string;
  color: string;
  dashed?: boolean;
}

export interface SeriesChartProps {
  /** Says what the image shows: its name for assistive technology. */
  label: string;
  /** One value per point of the x axis (a bucket's key). */
  x: string[];
  /** A point's label under the axis, and its longer one in the pointer's read-out. */
  tickLabel: (x: string) => string;
  pointLabel: (x: string) => string;
  /** Drawn in this order: the last on top. */
  series: ChartSeries[];
  toggles: ChartToggle[];
  format: (value: number) => string;
  /** The value axis steps in whole numbers (counts of orders). */
  whole?: boolean;
  height?: number;
}

export function SeriesChart({ label, toggles, series, height = 260, ...drawing }: SeriesChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Box>
      {/* sized by the card, never by the drawing */}
      <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0, height }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
          <Drawing {...drawing} height={height} series={series.filter((one) => one.toggles.every((id) => !hidden.has(id)))} />
        </Suspense>
      </Box>
      {/* one line, named by the heading above the chart, needs no legend */}
      {toggles.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {toggles.map((one) => (
            <LegendToggle key={one.id} pressed={!hidden.has(one.id)} onClick={() => toggle(one.id)} {...one} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function LegendToggle({ pressed, onClick, color, label, dashed = false }: ChartToggle & { pressed: boolean; onClick: () => void }) {
  return (
    <ButtonBase
      aria-pressed={pressed}
      onClick={onClick}
      sx={{
        gap: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        typography: 'body2',
        color: pressed ? 'text.primary' : 'text.secondary',
        textDecoration: pressed ? 'none' : 'line-through',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <svg width={22} height={10} aria-hidden>
        <line x1={1} x2={21} y1={5} y2={5} stroke={color} strokeWidth={dashed ? 1.75 : 2.5} strokeDasharray={dashed ? '5 3' : undefined} />
      </svg>
      {label}
    </ButtonBase>
  );
}
