// The dataProvider's parameters and records, as the domain's call mappings read them. Named here so
// the ground imports nothing of react-admin: react-admin's own (ra-core's GetListParams, RaRecord...)
// fit these as they are, which the dataProvider, handing them over, checks when it compiles.

export type RecordId = string | number;

/** A record as react-admin holds it: an id and its fields. */
export interface WireRecord {
  id: RecordId;
  [field: string]: unknown;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface OneParams {
  id: RecordId;
  meta?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface ManyParams {
  ids: RecordId[];
  meta?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface UpdateParams {
  id: RecordId;
  data: Partial<WireRecord>;
  previousData: WireRecord;
  meta?: Record<string, unknown>;
}

export interface CreateParams {
  data: Partial<WireRecord>;
  meta?: Record<string, unknown>;
}
