// A per-store summary's rows sorted and paged as its report asks (the DTS, DDS, KDS and DYS
// summaries compute their few rows in full, one per store, before a page is cut).
export interface StoreRowsAsk {
  sort: { field: string; direction: 1 | -1 };
  limit: number;
  offset: number;
}

type StoreRow = Record<string, unknown> & { _id: string; warehouseName: string };

/** Sorted by the asked field (a missing value lowest), then by store name in Turkish order and id; one page of them, and how many in all. */
export function pageOfStoreRows<R extends StoreRow>(rows: R[], ask: StoreRowsAsk): { rows: R[]; total: number } {
  const { field, direction } = ask.sort;
  const collator = new Intl.Collator('tr');
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x ?? -1) - Number(y ?? -1);
    return order * direction || collator.compare(a.warehouseName, b.warehouseName) || a._id.localeCompare(b._id);
  });
  return { rows: sorted.slice(ask.offset, ask.offset + ask.limit), total: sorted.length };
}
