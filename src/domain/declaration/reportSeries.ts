// A report's series over time (`report.series`, ./report.ts): what it declares and how the panel
// reads its points from the reply. Apart from ./report.ts so the chart that draws it
// (src/framework/views/charts/ReportSeries.tsx) loads without the body's rules.

export interface ReportSeries<F extends string = string> {
  /** The reply's key that holds the points. */
  reply: string;
  /** The value each point carries and the chart draws: one of the report's fields, whose kind formats it. */
  value: F;
}

/** One point of a report's series: its bucket's first and last day, and its value. */
export interface ReportSeriesPoint {
  from: string;
  to: string;
  value: number | null;
}

/** The points of a report's series in its reply's `meta` (./report.ts, reportPage); none when the reply carries none. */
export function reportSeriesPoints(series: ReportSeries, meta: Readonly<Record<string, unknown>> | undefined): ReportSeriesPoint[] {
  const points = meta?.[series.reply];
  if (!Array.isArray(points)) return [];
  return points.flatMap((point: unknown) => {
    if (!point || typeof point !== 'object') return [];
    const { from, to, [series.value]: value } = point as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string') return [];
    return [{ from, to, value: typeof value === 'number' && Number.isFinite(value) ? value : null }];
  });
}
