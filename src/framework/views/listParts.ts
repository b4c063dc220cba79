import type { ComponentType, ReactNode } from 'react';
import type { ListPartsKind } from '../../domain/declaration/screens';

/**
 * What a screen adds to its generated list (a declaration's `listParts`), every part optional and
 * drawn in the list's context (its filters, its page): the list stays the framework's (paging,
 * sort, filters, cards on a phone, errors with a retry) and only what is the screen's own is
 * written.
 */
export interface ListParts {
  /** Above the rows: a live status, a note on the period shown. */
  Above?: ComponentType;
  /** Under the rows and their pages: what the whole page shows besides them (the week's hours per hour). */
  Below?: ComponentType;
  /** Around the rows: a provider the cells and details read (the page's plans), its own notes first. */
  Around?: ComponentType<{ children: ReactNode }>;
  /** A declared column's own cell, by source, in the table and on a card (a tier with its move). */
  cells?: Readonly<Record<string, ComponentType>>;
  /** Columns after the declared ones, in the table and as lines of a card. */
  extraColumns?: readonly { key: string; labelKey: string; Cell: ComponentType }[];
  /** A row's details: each row and card gets a button that shows them under it. */
  Details?: ComponentType;
  /** A row's own buttons, beside its declared actions. */
  RowActions?: ComponentType;
}

export type ListPartsLoader = () => Promise<{ default: ListParts }>;
export type ListPartsCatalogue = Record<ListPartsKind, ListPartsLoader>;
