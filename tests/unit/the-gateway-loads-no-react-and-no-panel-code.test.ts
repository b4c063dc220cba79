import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The gateway reads resources/*.ts as plain data (ARCHITECTURE.md: gateway -> src/domain and
// resource declarations). Bundling its entry with every package left external lists exactly what
// it loads at run time; type-only imports are dropped, as they are at run time. Dynamic imports
// count too: a declaration names its menu icon as data, so not even a loader the gateway never
// calls reaches a view package.
async function gatewayGraph() {
  const result = await build({
    entryPoints: ['gateway/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const files = Object.keys(result.metafile.inputs);
  const packages = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imported of input.imports) if (imported.external) packages.add(imported.path);
  }
  return { files, packages: [...packages] };
}

describe("the gateway's module graph", () => {
  it('holds no React, MUI or react-admin package and no panel view code', async () => {
    const { files, packages } = await gatewayGraph();
    expect(files).toContain('resources/fleet/vehicles.ts');
    expect(packages.filter((name) => /^(react|react-dom|react-admin|ra-[\w-]+|@mui\/.*|react-router.*|leaflet|react-leaflet)(\/|$)/.test(name))).toEqual([]);
    const panelFiles = files.filter((file) => /^(src\/(?!domain\/)|dataProvider\/|authProvider\/)/.test(file));
    expect(panelFiles).toEqual([]);
  }, 30_000);
});
