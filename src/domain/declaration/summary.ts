// A summary: a read-only page of figures over one period (the order statistics, the DYS
// summaries): cards, a chart of series over time and a breakdown table, all read from one reply,
// so they never disagree. A page declares it as data (`summary` in resources/*.ts); the framework
// draws it (src/framework/views/summary/) and only where its reply comes from is written, once
// per kind of source (./screens.ts, SUMMARY_SOURCE_KINDS).
//
// Texts are keys under the page's own messages (`pages.<name>.<key>`); a value's label is
// `fields.<name>`. A key may name a value of the reply's `args` in braces
// (`chart.title.{groupType}`): the key of the period's own wording.
import type { FieldDescriptor } from './fields';
import type { SummarySourceKind } from './screens';

/** A theme colour by its palette name: one colour per kind of figure, in the cards, the chart and its legend. */
export type SummaryColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** One figure of the cards. */
export interface SummaryFigure<F extends string = string> {
  value: F;
  /** What it is measured against (the franchise's per-store average), said under it with how far above or below. */
  average?: F;
  /** More is better (default), or worse (missed orders): the arrow's colour. */
  better?: 'higher' | 'lower';
  color?: SummaryColor;
}

export interface SummaryCards<F extends string = string> {
  /** The section's heading for screen readers (the cards speak for themselves on screen). */
  title: string;
  /** One card per figure, read from the reply's totals; with `rowTitle`, one card per row of the reply's `cards` (a store's), its figures listed in it. */
  figures: readonly SummaryFigure<F>[];
  rowTitle?: F;
  /** The line under a figure with its `average` (`%{value}`). */
  averageLine?: string;
}

export interface SummarySeries<F extends string = string> {
  /** The series' name in the drawing (`data-series`), unique. */
  id: string;
  value: F;
  color: SummaryColor;
  /** Drawn dashed: a comparison (an average). */
  dashed?: true;
  /** The legend toggles that show it: hidden while any of them is off. */
  toggles: readonly string[];
}

export interface SummaryChart<F extends string = string> {
  /** The chart's heading. */
  title: string;
  /** What the image shows, for assistive technology (`%{title}`, `%{store}` and the reply's args). */
  label: string;
  /** A row's short label under the axis, and its longer one in the pointer's read-out. */
  tick: F;
  point: F;
  /** Drawn in this order, the last on top. */
  series: readonly SummarySeries<F>[];
  /** The legend: a toggle per kind (`label`: a key). */
  toggles: readonly { id: string; label: string; color: SummaryColor | 'text'; dashed?: true }[];
  /** The value axis steps in whole numbers (counts). */
  whole?: true;
}

export interface SummaryColumn<F extends string = string> {
  value: F;
  /** The column's heading (default: the value's label). */
  label?: string;
  /** Consecutive columns of one group share a heading above theirs. */
  group?: string;
  /** A comparison column, in the secondary text colour. */
  muted?: true;
}

export interface SummaryBreakdown<F extends string = string> {
  title: string;
  /** The table's caption for screen readers (`%{title}`, `%{store}` and the reply's args). */
  caption: string;
  /** The row's heading cell (a period, a store, a criterion) and its column's heading. */
  rowHeader: F;
  rowHeaderLabel: string;
  columns: readonly SummaryColumn<F>[];
  /** A footer row with the reply's totals, headed by this text. */
  totalLabel?: string;
}

export interface SummaryDeclaration<F extends string = string> {
  source: SummarySourceKind;
  /** The values shown, by name: their kind formats them (a count, a share, a grade). */
  fields: Readonly<Record<F, FieldDescriptor>>;
  /** The framework's store picker, kept in the address under `param`: one store, the first in the user's alphabet until one is picked. */
  store?: { param: string };
  /** What the page says when the reply fails, when it has nothing to show, while it updates. */
  texts: { error: string; empty: string };
  cards?: SummaryCards<F>;
  chart?: SummaryChart<F>;
  breakdown?: SummaryBreakdown<F>;
}

/** A summary declaration, its value names checked against its fields. */
export const defineSummary = <F extends string>(summary: SummaryDeclaration<F>): SummaryDeclaration => summary as unknown as SummaryDeclaration;
