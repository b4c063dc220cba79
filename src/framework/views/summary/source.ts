import type { ComponentType } from 'react';
import type { Calls } from '../../../../dataProvider/calls';
import type { SummarySourceKind } from '../../../domain/declaration/screens';
import type { EnabledLanguageCode } from '../../../domain/languages';

/** A summary's filters as the address keeps them (search parameters by name; absent: not picked). */
export type SummaryFilters = Readonly<Record<string, string | undefined>>;

/** What a source knows of the user and the moment besides the filters. */
export interface SummaryContext {
  language: EnabledLanguageCode;
  /** The user's time zone (absent: the browser's). */
  timeZone?: string;
  now: Date;
  /** The picked store (a declared `store`), once the franchise's stores are known. */
  store?: { id: string; name: string };
}

/** What a summary draws: its rows (the chart's points, the breakdown's lines), totals, cards. */
export interface SummaryReply {
  rows: readonly Readonly<Record<string, unknown>>[];
  /** The figures of the whole period (the cards, the breakdown's footer). */
  totals?: Readonly<Record<string, unknown>>;
  /** One card per row, with the declaration's `cards.rowTitle`. */
  cards?: readonly Readonly<Record<string, unknown>>[];
  /** Values the texts name (`%{range}`, a key's `{groupType}`). */
  args?: Readonly<Record<string, string | number>>;
  /** Nothing to draw (the period had no order, here or on average); default: no row. */
  empty?: boolean;
}

/** The props of a source's own controls, beside the framework's store picker. */
export interface SummaryControlsProps {
  filters: SummaryFilters;
  /** Sets filters in the address (undefined clears one). */
  change: (patch: Readonly<Record<string, string | undefined>>) => void;
  context: SummaryContext;
}

/**
 * Where a summary's reply comes from (a declaration's `source`): its filters turned into calls
 * and their replies into rows and totals. Loaded by kind from the panel's catalogue, with the page.
 */
export interface SummarySource<Q = unknown> {
  /** The address' parameters of the source's own filters (the store's is the declaration's). */
  params: readonly string[];
  // methods, not function properties: a source of one query type stands for any (the catalogue's)
  /** What the filters ask for; null asks nothing (the controls say why). Needs the store when one is declared. */
  query(filters: SummaryFilters, context: SummaryContext): Q | null;
  /** The query's identity: a reply is kept per key, and a new key cancels the calls of the last. */
  key(query: Q): readonly unknown[];
  load(query: Q, calls: Calls, context: SummaryContext, signal?: AbortSignal): Promise<SummaryReply>;
  /** A query reaching into the present is asked again this often; a past one never changes. */
  refreshMs?(query: Q, now: Date): number | false;
  Controls?: ComponentType<SummaryControlsProps>;
}

export type SummarySourceLoader = () => Promise<{ default: SummarySource }>;
export type SummarySourceCatalogue = Record<SummarySourceKind, SummarySourceLoader>;
