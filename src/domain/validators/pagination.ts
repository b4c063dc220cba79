// List paging (spec 5 and 9): page sizes 10, 25, 50, 100 and a page of at least 1. Used by the
// panel on values read back from the URL or storage and by the gateway on query strings.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';

export { PAGE_SIZES };
export type PageSize = (typeof PAGE_SIZES)[number];

/** Page size when none (or nonsense) is given (25, defined once in constants). */
export const DEFAULT_PER_PAGE: PageSize = DEFAULT_PAGE_SIZE;

export interface Pagination {
  page: number;
  perPage: PageSize;
}

/** A finite number from a number or a numeric string (query strings carry strings), else undefined. */
function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * - page: a whole number of at least 1; fractions round down, anything else is page 1.
 * - perPage: an allowed size as is; another positive number becomes the nearest allowed size
 *   (ties go to the smaller, lighter page; 1000 becomes 100); missing, zero, negative or not a
 *   number becomes DEFAULT_PER_PAGE.
 */
export function normalizePagination(input: { page?: unknown; perPage?: unknown }): Pagination {
  const page = toNumber(input.page);
  const perPage = toNumber(input.perPage);
  return {
    page: page !== undefined && page >= 1 ? Math.floor(page) : 1,
    perPage: perPage !== undefined && perPage > 0 ? nearestPageSize(perPage) : DEFAULT_PER_PAGE,
  };
}

function nearestPageSize(wanted: number): PageSize {
  // PAGE_SIZES is ascending, so keeping only strictly closer sizes resolves ties to the smaller.
  return PAGE_SIZES.reduce<PageSize>(
    (best, size) => (Math.abs(size - wanted) < Math.abs(best - wanted) ? size : best),
    PAGE_SIZES[0],
  );
}
