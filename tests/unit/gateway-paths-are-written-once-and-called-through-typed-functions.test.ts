// One client: a gateway path is written once (src/domain/paths.ts) and called through a typed
// function of dataProvider/calls/. The lint rule of eslint.config.js, run by `npm test`'s lint
// step, refuses a literal path handed to a client in the panel; the calls fill the paths in.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCalls } from '../../dataProvider/calls';
import { fillPath, FRANCHISE_PATHS, ORDER_PATHS } from '../../src/domain/paths';

const eslint = new ESLint({ cwd: process.cwd() });
// the first lint loads the config, its plugins and the TypeScript parser: seconds on a busy machine,
// paid here rather than inside the first test's timeout
beforeAll(() => eslint.lintText('', { filePath: 'src/domain/warm-up.ts' }).then(() => undefined), 120_000);

async function literalPathErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('gateway calls', () => {
  it.each([
    ['src/widgets/planted.ts', "declare const http: { request(path: string): Promise<unknown> };\nexport const x = () => http.request('/orders/problematic');"],
    ['src/screens/planted.ts', 'declare const gateway: { request(path: string): Promise<unknown> };\nexport const x = (id: string) => gateway.request(`/orders/${id}`);'],
    ['authProvider/planted.ts', "declare const http: { request(path: string, o: object): Promise<unknown> };\nexport const x = () => http.request('/auth/login', { method: 'POST' });"],
    ['src/planted.ts', "export const x = () => fetch('/api/panel-config');"],
  ])('a literal path in %s fails the lint', async (file, code) => {
    expect(await literalPathErrors(file, code)).toBe(1);
  });

  it.each([
    ['src/widgets/planted.ts', "declare const calls: { orders: { problematic(b: object): Promise<unknown> } };\nexport const x = () => calls.orders.problematic({ limit: 1 });"],
    ['src/widgets/planted.ts', "export const x = (key: string) => navigator.locks.request(`notice-${key}`, async () => undefined);"],
    ['tests/unit/planted.ts', "declare const http: { request(path: string): Promise<unknown> };\nexport const x = () => http.request('/orders/problematic');"],
  ])('%s without a gateway path passes', async (file, code) => {
    expect(await literalPathErrors(file, code)).toBe(0);
  });

  it('fill the path parameters in, encoded, so an id never adds a segment', async () => {
    expect(fillPath(ORDER_PATHS.countAverage, { warehouseId: 'w 1/2', kind: 'missed' })).toBe('/orders/w%201%2F2/count/missed/average');
    const seen: { path: string; options: unknown }[] = [];
    const calls = createCalls({ request: async <T>(path: string, options?: unknown) => (seen.push({ path, options }), {} as T) });
    await calls.franchise.acceptAgreement('a/b');
    await calls.auth.resetPasswordEmail('owner');
    expect(seen).toEqual([
      { path: fillPath(FRANCHISE_PATHS.agreementAccept, { agreementId: 'a/b' }), options: { method: 'POST' } },
      { path: '/auth/reset-password/email', options: { method: 'POST', body: { username: 'owner' }, auth: false } },
    ]);
    expect(seen[0]!.path).toBe('/franchises/agreement/a%2Fb/accept');
  });
});
