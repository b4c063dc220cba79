// POST /geonaming/countries/filter (spec 7): the documented shape (spec 3, Country) for every
// known country (src/domain/knownCountries.ts), the alpha2 filter, and a bad body refused with 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountriesReply } from '../../src/domain/callTypes';
import { KNOWN_COUNTRIES } from '../../src/domain/knownCountries';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let noroles: LoginResponse;
let owner: LoginResponse;
const PATH = '/api/geonaming/countries/filter';

beforeAll(async () => {
  gateway = await startGateway();
  [noroles, owner] = await Promise.all([login(gateway.app, 'noroles'), login(gateway.app, 'owner')]);
});
afterAll(() => gateway?.close());

describe('POST /geonaming/countries/filter', () => {
  it('answers every known country with alpha-2, currency, time zones (timezone and id) and phone code, to any signed-in user', async () => {
    const response = await call(gateway.app, noroles.accessToken, 'POST', PATH, {});
    expect(response.statusCode).toBe(200);
    const { countries } = json<CountriesReply>(response);
    expect(countries.map((country) => country.code.alpha2)).toEqual(KNOWN_COUNTRIES.map((country) => country.alpha2).sort());
    const byCode = Object.fromEntries(countries.map((country) => [country.code.alpha2, country]));
    expect(byCode.US).toMatchObject({ currency: { code: { alpha: 'USD' } }, countryCode: '1' });
    expect(byCode.GB).toMatchObject({ currency: { code: { alpha: 'GBP' } }, countryCode: '44', timezones: [{ timezone: 'Europe/London', id: expect.any(String) }] });
    expect(byCode.TR).toMatchObject({ _id: expect.any(String), currency: { code: { alpha: 'TRY' } }, countryCode: '90', timezones: [{ timezone: 'Europe/Istanbul', id: expect.any(String) }] });
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual(['_id', 'code', 'countryCode', 'currency', 'timezones']);
      expect(country.timezones.length).toBeGreaterThan(0);
    }
    // the session's country is the same record
    expect(byCode.TR).toEqual(owner.country);
  });

  it('filters by alpha-2 codes, and a bare POST answers them all', async () => {
    const some = json<CountriesReply>(await call(gateway.app, owner.accessToken, 'POST', PATH, { alpha2: ['US', 'GB'] }));
    expect(some.countries.map((country) => country.code.alpha2)).toEqual(['GB', 'US']);
    const bare = await call(gateway.app, owner.accessToken, 'POST', PATH);
    expect(json<CountriesReply>(bare).countries).toHaveLength(KNOWN_COUNTRIES.length);
  });

  it('refuses a malformed filter with 400 and a stranger with 401', async () => {
    for (const body of [{ alpha2: ['tr'] }, { alpha2: 'TR' }, { other: 1 }]) {
      const response = await call(gateway.app, owner.accessToken, 'POST', PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).code).toBe('VALIDATION');
    }
    expect((await call(gateway.app, null, 'POST', PATH, {})).statusCode).toBe(401);
  });
});
