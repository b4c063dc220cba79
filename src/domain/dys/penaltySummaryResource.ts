// The declaration of a points summary (DTS, DDS, DDS100; docs/dys.md): a report per store over
// the picked days, with its point and letter, its rank among the franchise's stores, the period
// before's point and rank, and the points lost per category, where a store's row opens the list
// of the records behind it for the same days, the costliest first. Each summary's file names what
// differs (its route, call, role, categories and texts); the gateway answers every one with the
// same query (gateway/db/penalty-summary.ts).
import type { ResourceDeclaration } from '../declaration/entry';
import type { MenuIconName } from '../declaration/menuIcons';
import { grade, number, STORE_LABEL_KEY, text, type FieldDescriptor } from '../declaration/fields';
import type { AccessRule } from '../access';
import type { DomainEnum } from '../enums';
import { lostColumns, storeDaysFields, storeDaysList, storeDaysReport, type LostColumn } from './penaltySummary';

type Texts = { name: string; point: string };

export interface PenaltySummaryOptions<E extends DomainEnum> {
  name: string;
  order: number;
  icon: MenuIconName;
  access: AccessRule;
  /** The panel's route. */
  route: string;
  /** The gateway's report path (src/domain/paths.ts). */
  path: string;
  /** The categories of the points lost, one column each. */
  categories: E;
  /** The records' list a row opens, with its store filter, its two day filters and its penalty to sort by. */
  records: { path: string; store: string; from: string; to: string; penalty: string };
  messages: { en: Texts; tr: Texts };
}

const lost = (labelKey?: string) => number({ sortable: true, decimals: 1, labelKey });

const COMMON_TEXTS = {
  en: { warehouseName: 'Store', rank: 'Rank', previousRank: 'Previous rank', previousPoint: 'Previous point', lost: 'Points lost', periodFrom: 'From', periodTo: 'To' },
  tr: { warehouseName: 'Mağaza', rank: 'Sıra', previousRank: 'Önceki sıra', previousPoint: 'Önceki puan', lost: 'Kaybedilen puan', periodFrom: 'Başlangıç', periodTo: 'Bitiş' },
};

export function penaltySummary<E extends DomainEnum>(options: PenaltySummaryOptions<E>): ResourceDeclaration {
  const columns = lostColumns(options.categories);
  return {
    name: options.name,
    group: 'dys',
    order: options.order,
    icon: options.icon,
    access: options.access,
    routes: { list: options.route },
    report: storeDaysReport(options.path),
    fields: {
      warehouseName: text({ sortable: true, labelKey: STORE_LABEL_KEY }),
      rank: number({ sortable: true, integer: true }),
      point: grade({ sortable: true }),
      previousRank: number({ integer: true }),
      previousPoint: grade(),
      lost: lost(),
      // the points lost per category, labelled by the category's name
      ...(Object.fromEntries(columns.map(({ column, labelKey }) => [column, lost(labelKey)])) as Record<LostColumn<E>, FieldDescriptor>),
      // filters only: the period and the store
      ...storeDaysFields(),
    },
    list: {
      columns: ['rank', 'previousRank', 'warehouseName', 'point', 'lost', ...columns.map(({ column }) => column)],
      ...storeDaysList(),
      sort: { field: 'rank', order: 'ASC' },
      perPage: 25,
      // a store's row: its records of the same days, the costliest first
      rowLink: {
        path: options.records.path,
        filter: { [options.records.store]: 'id' },
        period: { from: options.records.from, to: options.records.to },
        sort: { field: options.records.penalty, order: 'DESC' },
      },
    },
    messages: {
      en: { name: options.messages.en.name, fields: { ...COMMON_TEXTS.en, point: options.messages.en.point } },
      tr: { name: options.messages.tr.name, fields: { ...COMMON_TEXTS.tr, point: options.messages.tr.point } },
    },
  };
}
