// A Vite build step for one cycle inside ra-core: its util barrel (util/index.js) re-exports the
// default export of util/FieldTitle.js, whose hooks import that barrel back. The two end up in
// different chunks, which Rollup warns "will likely lead to broken execution order". Nothing in
// ra-core imports FieldTitle through the barrel, so the barrel drops it and the package root
// exports it from its own file instead: the same public export, no cycle, a clean build.
import type { Plugin } from 'vite';

const BARREL = /\/ra-core\/dist\/util\/index\.js$/;
const ROOT = /\/ra-core\/dist\/index\.js$/;

function replaceOnce(code: string, from: string, to: string, file: string): string {
  // A newer ra-core that changed these lines fails the build here rather than warn again.
  if (!code.includes(from)) throw new Error(`fieldTitleExport: "${from}" not found in ${file}; check the ra-core upgrade`);
  return code.replace(from, to);
}

export function fieldTitleExport(): Plugin {
  return {
    name: 'ra-core-field-title-export',
    enforce: 'pre',
    transform(code, id) {
      if (BARREL.test(id)) {
        const withoutImport = replaceOnce(code, 'import FieldTitle from "./FieldTitle.js";\n', '', id);
        return replaceOnce(withoutImport, 'FieldTitle, ', '', id);
      }
      if (ROOT.test(id)) {
        const barrel = 'export * from "./util/index.js";';
        return replaceOnce(code, barrel, `${barrel}\nexport { default as FieldTitle } from "./util/FieldTitle.js";`, id);
      }
      return undefined;
    },
  };
}
