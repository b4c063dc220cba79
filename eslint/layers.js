// The layers of docs/architecture.md, checked on every import (static, `export … from`, dynamic
// `import()`): a relative import is resolved to the file it names and refused when it points up
// or across. One row per layer: where it lives, what it may import, and why.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** First match wins: more specific paths first. `may`: the layers this one imports (itself too). */
export const LAYERS = [
  { name: 'app', paths: ['src/App.tsx', 'src/main.tsx', 'src/startPanel.tsx', 'src/startSignIn.tsx', 'src/messageSections.ts'], may: '*', why: 'composition: the top builds the registry and providers and hands them down' },
  { name: 'domain', paths: ['src/domain/'], may: ['domain'], why: 'the ground: shared with the gateway, it imports nothing above it' },
  { name: 'dataProvider', paths: ['dataProvider/'], may: ['dataProvider', 'domain'], why: 'the one gateway client sits on the domain only; the app hands it the registry' },
  { name: 'authProvider', paths: ['authProvider/'], may: ['authProvider', 'dataProvider', 'domain'], why: 'signs in through the one client; the app hands it the access rule and routes' },
  { name: 'framework', paths: ['src/framework/', 'src/i18n/', 'src/realtime/', 'src/config.ts', 'src/theme.ts', 'src/fonts.ts'], may: ['framework', 'authProvider', 'dataProvider', 'domain'], why: 'the generic views and services know no screen, layout or widget' },
  { name: 'layout', paths: ['src/layout/'], may: ['layout', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'the shell knows no screen or widget: the app puts them in' },
  { name: 'widgets', paths: ['src/widgets/'], may: ['widgets', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'a widget stands beside the layout and the screens, never on them' },
  { name: 'screens', paths: ['src/screens/'], may: ['screens', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'a screen is found by kind; it reads declarations through the framework' },
  { name: 'resources', paths: ['resources/'], may: ['resources', 'domain'], why: 'a declaration is plain data the gateway reads: it names screens by kind, never imports one' },
  { name: 'gateway', paths: ['gateway/'], may: ['gateway', 'resources', 'domain'], why: 'the gateway reads declarations as data and never loads React or panel code' },
];

/** The layer of an absolute file path, or null outside the layered folders (tests, scripts). */
export function layerOf(file) {
  const path = relative(root, file).split(sep).join('/');
  return LAYERS.find((layer) => layer.paths.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix.replace(/\.tsx?$/, '')}.`)))) ?? null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of docs/architecture.md, never up or across' },
    schema: [],
    messages: { upward: '{{from}} may not import {{to}} ({{target}}): {{why}}.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.may === '*') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const to = layerOf(target) ?? layerOf(`${target}.ts`) ?? layerOf(`${target}/index.ts`);
      if (!to || from.may.includes(to.name)) return;
      context.report({ node, messageId: 'upward', data: { from: from.name, to: to.name, target: source, why: from.why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
