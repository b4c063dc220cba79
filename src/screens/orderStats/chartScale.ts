// The chart's scales: a y axis with round steps from 0, and which x labels fit without overlap.

/** Round tick values from 0 to at least `max` (1, 2, 2.5 or 5 times a power of ten apart). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  // Counts are whole: a step below 1 would print 0.25 orders.
  const wholeStep = Math.max(step, 1);
  const ticks: number[] = [];
  for (let value = 0; value < max + wholeStep; value += wholeStep) {
    ticks.push(Math.round(value * 100) / 100);
    if (value >= max) break;
  }
  return ticks;
}

/** Every how many buckets a label is printed so that labels `labelWidth` px wide never touch. */
export function labelEvery(buckets: number, plotWidth: number, labelWidth: number): number {
  if (buckets <= 1) return 1;
  const fit = Math.max(1, Math.floor(plotWidth / labelWidth));
  return Math.max(1, Math.ceil(buckets / fit));
}

/** Hour steps that divide a day, so labels fall on the same hours each day and midnight is one. */
const HOUR_STEPS = [1, 2, 3, 4, 6, 12];

/** `labelEvery` for hourly buckets: a step that divides 24, or whole days. */
export function hourLabelEvery(buckets: number, plotWidth: number, labelWidth: number): number {
  const every = labelEvery(buckets, plotWidth, labelWidth);
  return HOUR_STEPS.find((step) => step >= every) ?? Math.ceil(every / 24) * 24;
}
