// The layer rule of eslint.config.js (eslint/layers.js), run by `npm test`'s lint step: planted
// imports that point up or across are refused with their reason, the allowed ones pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'architecture/layers').map((message) => message.message);
}

describe('the layer rule', () => {
  it.each([
    ['src/domain/planted.ts', "import { registry } from '../framework/registry';\nexport const x = registry;", 'domain may not import framework'],
    ['dataProvider/planted.ts', "import { registry } from '../src/framework/registry';\nexport const x = registry;", 'dataProvider may not import framework'],
    ['dataProvider/planted.ts', "import { drafts } from '../authProvider/drafts';\nexport const x = drafts;", 'dataProvider may not import authProvider'],
    ['src/framework/planted.ts', "export const x = () => import('../screens/catalogue');", 'framework may not import screens'],
    ['src/layout/planted.ts', "export { StickyWidget } from '../widgets/sticky/StickyWidget';", 'layout may not import widgets'],
    ['src/widgets/planted.ts', "import { AppLayout } from '../layout/AppLayout';\nexport const x = AppLayout;", 'widgets may not import layout'],
    ['resources/fleet/planted.ts', "export default { load: () => import('../../src/screens/liveMap/LiveMapPage') };", 'resources may not import screens'],
    ['gateway/planted.ts', "import { registry } from '../src/framework/registry';\nexport const x = registry;", 'gateway may not import framework'],
  ])('refuses %s: %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/screens/planted.ts', "import { registry } from '../framework/registry';\nexport const x = registry;"],
    ['authProvider/planted.ts', "import { http } from '../dataProvider';\nexport const x = http;"],
    ['gateway/planted.ts', "import vehicles from '../resources/fleet/vehicles';\nexport const x = vehicles;"],
    ['src/App.tsx', "import { SCREENS } from './screens/catalogue';\nexport const x = SCREENS;"],
    ['tests/unit/planted.ts', "import { registry } from '../../src/framework/registry';\nexport const x = registry;"],
  ])('lets %s import down', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
