// The product search as the panel's product filter makes it: the spec's POST /products?limit&offset
// {warehouseId, searchFilterOptions, language, countryCode, keyword} (docs/gateway-api.md, "Stock"),
// names and images in the panel's language. Loaded with the first search, out of the first load.
import type { GatewayMapping } from './declaration/gatewayMapping';
import type { WireRecord } from './declaration/wireParams';
import { STOCK_PATHS } from './paths';

export interface ProductSearchBody {
  warehouseId?: string;
  searchFilterOptions?: { categories?: number[]; ids?: string[] };
  language: 'en' | 'tr';
  countryCode?: string;
  keyword?: string;
}

const languageOf = (language: string | undefined): 'en' | 'tr' => (language === 'tr' ? 'tr' : 'en');

const products = (reply: unknown): WireRecord[] =>
  ((reply as { products: ({ _id: string } & Record<string, unknown>)[] }).products ?? []).map(({ _id, ...product }) => ({ ...product, id: _id }));

export const productSearchMapping: GatewayMapping = {
  getList: {
    request: ({ filter = {}, pagination }, context) => {
      const perPage = pagination?.perPage ?? 10;
      const keyword = typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined;
      const ids = Array.isArray(filter.id) ? filter.id.map(String) : undefined;
      const body: ProductSearchBody = {
        language: languageOf(context?.language),
        ...(keyword ? { keyword } : {}),
        ...(typeof filter.warehouseId === 'string' ? { warehouseId: filter.warehouseId } : {}),
        ...(ids ? { searchFilterOptions: { ids } } : {}),
      };
      return { method: 'POST', path: STOCK_PATHS.products, query: { limit: perPage, offset: ((pagination?.page ?? 1) - 1) * perPage }, body };
    },
    response: (reply) => ({ data: products(reply), total: (reply as { totalCount: number }).totalCount }),
  },
  getMany: {
    request: ({ ids }, context) => ({
      method: 'POST',
      path: STOCK_PATHS.products,
      query: { limit: Math.max(ids.length, 1), offset: 0 },
      body: { language: languageOf(context?.language), searchFilterOptions: { ids: ids.map(String) } } satisfies ProductSearchBody,
    }),
    response: (reply) => products(reply),
  },
};
