// The layer rule of eslint.config.js (eslint/layers.js), run by `npm test`'s lint step: planted
// imports that point up or across are refused with their reason, the allowed ones pass.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
// the first lint loads the config, its plugins and the TypeScript parser: seconds on a busy machine,
// paid here rather than inside the first test's timeout
beforeAll(() => eslint.lintText('', { filePath: 'src/domain/warm-up.ts' }).then(() => undefined), 120_000);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'architecture/layers').map((message) => message.message);
}

// The first lint loads ESLint's config and parsers: on a busy machine that alone can pass 5 s.
describe('the layer rule', { timeout: 30_000 }, () => {
  it.each([
    ['src/domain/planted.ts', "import { useRegistry } from '../framework/registry';\nexport const x = useRegistry;", 'domain may not import framework'],
    ['dataProvider/planted.ts', "import { buildRegistry } from '../src/framework/registry';\nexport const x = buildRegistry;", 'dataProvider may not import framework'],
    ['dataProvider/planted.ts', "import { drafts } from '../authProvider/drafts';\nexport const x = drafts;", 'dataProvider may not import authProvider'],
    ['src/framework/planted.ts', "export const x = () => import('../screens/catalogue');", 'framework may not import screens'],
    ['src/layout/planted.ts', "export { StickyWidget } from '../widgets/sticky/StickyWidget';", 'layout may not import widgets'],
    ['src/widgets/planted.ts', "import { AppLayout } from '../layout/AppLayout';\nexport const x = AppLayout;", 'widgets may not import layout'],
    ['resources/fleet/planted.ts', "export default { load: () => import('../../src/screens/liveMap/LiveMapPage') };", 'resources may not import screens'],
    ['gateway/routes/planted.ts', "import { buildRegistry } from '../../src/framework/registry';\nexport const x = buildRegistry;", 'gateway-routes may not import framework'],
    // the gateway's own layers: the tables need nothing above them, the rules no table
    ['gateway/db/planted.ts', "import { parseListQuery } from '../rest/query';\nexport const x = parseListQuery;", 'gateway-store may not import gateway-rest'],
    ['gateway/db/planted.ts', "import type { RestDeclaration } from '../rest/resource';\nexport type X = RestDeclaration;", 'gateway-store may not import gateway-rest'],
    ['gateway/db/planted.ts', "import { CALL_RULES } from '../auth/call-rules';\nexport const x = CALL_RULES;", 'gateway-store may not import gateway-services'],
    ['gateway/orders/planted.ts', "import { findOrder } from '../db/orders';\nexport const x = findOrder;", 'gateway-rules may not import gateway-store'],
    ['gateway/rest/planted.ts', "import { orderRoutes } from '../routes/orders';\nexport const x = orderRoutes;", 'gateway-rest may not import gateway-routes'],
    ['gateway/realtime/planted.ts', "import { registerRestResources } from '../rest/register';\nexport const x = registerRestResources;", 'gateway-live may not import gateway-rest'],
    ['gateway/auth/planted.ts', "import { createRealtimeEmitter } from '../realtime/emitter';\nexport const x = createRealtimeEmitter;", 'gateway-services may not import gateway-live'],
    ['gateway/planted.ts', "import { loadConfig } from './app';\nexport const x = loadConfig;", 'gateway-ground may not import gateway-app'],
    ['src/framework/planted.ts', "import { registry } from '../registryOfResources';\nexport const x = registry;", 'framework may not import app'],
    // a glob names files too: the registry's glob of resources/ belongs to the app, not the framework
    ['src/framework/planted.ts', "export const x = import.meta.glob('../../resources/**/*.ts', { eager: true });", 'framework may not import resources'],
    ['src/domain/planted.ts', "export const x = import.meta.glob(['./*.ts', '../screens/**/*.tsx']);", 'domain may not import screens'],
    ['src/framework/planted.ts', "export const x = import.meta.glob('/src/widgets/**/*.tsx');", 'framework may not import widgets'],
    // the ground layers load no view package
    ['src/domain/planted.ts', "import { useState } from 'react';\nexport const x = useState;", 'domain may not import the package react'],
    ['src/domain/planted.ts', "import { fetchUtils } from 'ra-core';\nexport const x = fetchUtils;", 'domain may not import the package ra-core'],
    ['src/domain/planted.ts', "import type { RaRecord } from 'ra-core';\nexport type X = RaRecord;", 'domain may not import the package ra-core'],
    ['resources/fleet/planted.tsx', "import { Chip } from '@mui/material';\nexport default { view: Chip };", 'resources may not import the package @mui/material'],
    ['resources/fleet/planted.ts', "import MapIcon from '@mui/icons-material/Map';\nexport default { icon: MapIcon };", 'resources may not import the package @mui/icons-material/Map'],
    ['resources/fleet/planted.ts', "export default { load: () => import('leaflet') };", 'resources may not import the package leaflet'],
    // a menu icon is a name, not an import: not even a lazy one
    ['resources/fleet/planted.ts', "export default { icon: () => import('@mui/icons-material/Map') };", 'resources may not import the package @mui/icons-material/Map'],
    ['gateway/db/planted.ts', "import { createElement } from 'react';\nexport const x = createElement;", 'gateway-store may not import the package react'],
  ])('refuses %s: %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/screens/planted.ts', "import { useRegistry } from '../framework/registry';\nexport const x = useRegistry;"],
    ['authProvider/planted.ts', "import { http } from '../dataProvider';\nexport const x = http;"],
    ['gateway/rest/planted.ts', "import vehicles from '../../resources/fleet/vehicles';\nexport const x = vehicles;"],
    ['gateway/rest/planted.ts', "import type { RestResource } from '../db/model';\nexport type X = RestResource;"],
    ['gateway/routes/planted.ts', "import { registerRestResources } from '../rest/register';\nexport const x = registerRestResources;"],
    ['gateway/db/planted.ts', "import { ACTIVE_ORDER_STATUSES } from '../../src/domain/enums';\nimport { COURIER_FREE } from '../orders/live-state';\nexport const x = [ACTIVE_ORDER_STATUSES, COURIER_FREE];"],
    ['gateway/db/planted.ts', "import { storageKey } from '../files/storage';\nexport const x = storageKey;"],
    ['src/App.tsx', "import { SCREENS } from './screens/catalogue';\nexport const x = SCREENS;"],
    ['tests/unit/planted.ts', "import { registry } from '../../src/registryOfResources';\nexport const x = registry;"],
    ['src/registryOfResources.ts', "export const x = import.meta.glob('../resources/**/*.{ts,tsx}', { eager: true });"],
    ['src/screens/planted.ts', "export const x = import.meta.glob('../domain/*.ts');"],
    ['src/screens/planted.tsx', "import { Box } from '@mui/material';\nexport const x = Box;"],
  ])('lets %s import down', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
