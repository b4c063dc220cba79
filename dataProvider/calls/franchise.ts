// Franchise, users and warehouses (spec section 7): the live map's figures, the user menu's
// franchise switch and agreements, favourite pages and the sidebar badges.
import type { AgreementLists, CountriesReply, CountryFilterBody, FavoritesReply, FranchiseChangeBody, FranchiseStatsBody, Profile, SuccessReply, UserWarehouse } from '../../src/domain/callTypes';
import type { City, FranchiseStats } from '../../src/domain/orders';
import { fillPath, FRANCHISE_PATHS } from '../../src/domain/paths';
import type { SidebarBadgeCounts } from '../../src/domain/types';
import type { Signal, Transport } from './transport';

export function franchiseCalls(transport: Transport) {
  return {
    /** GET /franchises/cities: the cities with a store of the franchise. */
    cities: (signal?: Signal) => transport.request<{ cities: City[] }>(FRANCHISE_PATHS.cities, { signal }),
    /** POST /franchises/stats {city, period, utcOffset}. */
    stats: (body: FranchiseStatsBody, signal?: Signal) =>
      transport.request<{ result: FranchiseStats }>(FRANCHISE_PATHS.stats, { method: 'POST', body, signal }),
    /** GET /users/warehouses: the franchise's stores. */
    userWarehouses: (signal?: Signal) => transport.request<{ warehouses: UserWarehouse[] }>(FRANCHISE_PATHS.userWarehouses, { signal }),
    /** PUT /users/:userId/franchise: the user's profile in the chosen franchise. */
    changeFranchise: (userId: string, body: FranchiseChangeBody) =>
      transport.request<Profile>(fillPath(FRANCHISE_PATHS.userFranchise, { userId }), { method: 'PUT', body }),
    /** GET /users/favorites/pages. */
    favorites: () => transport.request<FavoritesReply>(FRANCHISE_PATHS.favoritePages),
    /** POST (star) or DELETE (unstar) /users/favorites/pages {pagePath}: the list after the change. */
    setFavorite: (pagePath: string, starred: boolean) =>
      transport.request<FavoritesReply>(FRANCHISE_PATHS.favoritePages, { method: starred ? 'POST' : 'DELETE', body: { pagePath } }),
    /** GET /franchises/agreement/filter. */
    agreements: () => transport.request<AgreementLists>(FRANCHISE_PATHS.agreements),
    /** POST /franchises/agreement/:agreementId/accept. */
    acceptAgreement: (agreementId: string) =>
      transport.request<SuccessReply>(fillPath(FRANCHISE_PATHS.agreementAccept, { agreementId }), { method: 'POST' }),
    /** GET /franchises/agreement/:agreementId/download: a short-lived link to the file. */
    downloadAgreement: (agreementId: string) =>
      transport.request<{ url: string }>(fillPath(FRANCHISE_PATHS.agreementDownload, { agreementId })),
    /** POST /sidebar-badges/count. */
    /** POST /geonaming/countries/filter: the countries (alpha-2, currency, time zones, phone code). */
    countries: (body: CountryFilterBody = {}, signal?: Signal) =>
      transport.request<CountriesReply>(FRANCHISE_PATHS.countries, { method: 'POST', body, signal }),
    sidebarBadges: () => transport.request<SidebarBadgeCounts>(FRANCHISE_PATHS.sidebarBadges, { method: 'POST', body: {} }),
  };
}

export type FranchiseCalls = ReturnType<typeof franchiseCalls>;
