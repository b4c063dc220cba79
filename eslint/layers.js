// The layers of docs/architecture.md, checked on every import (static, `export … from`, dynamic
// `import()`) and every `import.meta.glob` pattern: a relative import or pattern is resolved to
// the files it names and refused when it points up or across. One row per layer: where it lives,
// what it may import, and why. The ground layers also refuse view packages (VIEW_PACKAGES).
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

const GATEWAY_LAYERS = ['gateway-app', 'gateway-routes', 'gateway-rest', 'gateway-live', 'gateway-services', 'gateway-store', 'gateway-rules', 'gateway-ground'];

/** First match wins: more specific paths first. `may`: the layers this one imports (itself too). */
export const LAYERS = [
  { name: 'app', paths: ['src/App.tsx', 'src/main.tsx', 'src/startPanel.tsx', 'src/startSignIn.tsx', 'src/messageSections.ts', 'src/registryOfResources.ts', 'src/registryShell.ts'], may: '*', why: 'composition: the top builds the registry and providers and hands them down' },
  { name: 'domain', paths: ['src/domain/'], may: ['domain'], why: 'the ground: shared with the gateway, it imports nothing above it' },
  { name: 'dataProvider', paths: ['dataProvider/'], may: ['dataProvider', 'domain'], why: 'the one gateway client sits on the domain only; the app hands it the registry' },
  { name: 'authProvider', paths: ['authProvider/'], may: ['authProvider', 'dataProvider', 'domain'], why: 'signs in through the one client; the app hands it the access rule and routes' },
  { name: 'framework', paths: ['src/framework/', 'src/i18n/', 'src/realtime/', 'src/config.ts', 'src/theme.ts', 'src/statusColors.ts', 'src/fonts.ts'], may: ['framework', 'authProvider', 'dataProvider', 'domain'], why: 'the generic views and services know no screen, layout or widget' },
  { name: 'layout', paths: ['src/layout/'], may: ['layout', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'the shell knows no screen or widget: the app puts them in' },
  { name: 'widgets', paths: ['src/widgets/'], may: ['widgets', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'a widget stands beside the layout and the screens, never on them' },
  { name: 'screens', paths: ['src/screens/'], may: ['screens', 'framework', 'authProvider', 'dataProvider', 'domain'], why: 'a screen is found by kind; it reads declarations through the framework' },
  { name: 'resources', paths: ['resources/'], may: ['resources', 'domain'], why: 'a declaration is plain data the gateway reads: it names screens by kind, never imports one' },
  // The gateway, top to bottom (docs/architecture.md, "The gateway's layers"), but for the store
  // row, placed before the services so its one file in gateway/files/ matches it first. Every row
  // also reads the shared ground (src/domain/) and, but for the rules, declarations as data.
  { name: 'gateway-app', paths: ['gateway/app.ts', 'gateway/main.ts', 'gateway/startup.ts', 'gateway/seed/cli.ts'], may: [...GATEWAY_LAYERS, 'resources', 'domain'], why: 'composition: the server, its start and the seed command put the layers together' },
  { name: 'gateway-routes', paths: ['gateway/routes/'], may: ['gateway-routes', 'gateway-rest', 'gateway-live', 'gateway-services', 'gateway-store', 'gateway-rules', 'gateway-ground', 'resources', 'domain'], why: 'a route is the top of a call: it builds on the generic REST layer, the services and the tables, and nothing imports a route' },
  { name: 'gateway-rest', paths: ['gateway/rest/', 'gateway/resources/'], may: ['gateway-rest', 'gateway-services', 'gateway-store', 'gateway-rules', 'gateway-ground', 'resources', 'domain'], why: 'the generic REST layer serves declarations over the tables and services, below the routes that mount it' },
  { name: 'gateway-live', paths: ['gateway/realtime/', 'gateway/simulator/', 'gateway/seed/'], may: ['gateway-live', 'gateway-services', 'gateway-store', 'gateway-rules', 'gateway-ground', 'resources', 'domain'], why: 'the sockets, the simulator and the seed write and announce through the services and tables, never through a route' },
  { name: 'gateway-store', paths: ['gateway/db/', 'gateway/files/storage.ts'], may: ['gateway-store', 'gateway-rules', 'gateway-ground', 'resources', 'domain'], why: 'the tables and the file bytes: all SQL lives here, and the types it shares with rest/ sit in db/model.ts, so it needs nothing above it' },
  { name: 'gateway-services', paths: ['gateway/auth/', 'gateway/files/', 'gateway/push/', 'gateway/cluster/', 'gateway/context.ts', 'gateway/outbox.ts', 'gateway/rate-limit.ts', 'gateway/pdf.ts', 'gateway/security.ts', 'gateway/static-panel.ts'], may: ['gateway-services', 'gateway-store', 'gateway-rules', 'gateway-ground', 'resources', 'domain'], why: 'sign-in, access, files, push and the cluster sit on the tables and know no route or REST resource' },
  { name: 'gateway-rules', paths: ['gateway/orders/'], may: ['gateway-rules', 'gateway-ground', 'domain'], why: 'what an order and a courier are and how they move: plain rules and reply shapes, no SQL and no I/O' },
  { name: 'gateway-ground', paths: ['gateway/config.ts', 'gateway/errors.ts', 'gateway/i18n.ts', 'gateway/validation.ts', 'gateway/schemas.ts', 'gateway/lru.ts', 'gateway/lock.ts', 'gateway/'], may: ['gateway-ground', 'domain'], why: 'settings, errors and their texts, validation and small tools every gateway layer uses; a gateway file no row names is held to this row until it is given its place' },
];

/** React, MUI, react-admin and the map: packages that draw, or pull React in with them. */
const VIEW_PACKAGE = /^(react|react-dom|react-admin|react-router|react-router-dom|leaflet|react-leaflet)(\/|$)|^@mui\/|^ra-/;

/**
 * The layers that may import no view package, with the narrow exceptions each allows and why.
 * `allowed(name, kind)`: kind is 'type' (an `import type`, erased when compiled), 'dynamic' (an
 * `import()` only called when asked) or 'static'.
 */
export const PACKAGE_RULES = {
  domain: {
    why: 'the ground is shared with the gateway and loads no view code (the wire mappings name their own parameter types: src/domain/declaration/wireParams.ts)',
    allowed: () => false,
  },
  resources: {
    why: 'a declaration is plain data the gateway reads without loading React (a menu icon is a name the sidebar maps to its icon)',
    allowed: () => false,
  },
  gateway: {
    why: 'the gateway reads declarations as data and never loads React or panel code',
    allowed: () => false,
  },
};

/** The static folder of a glob pattern: everything before its first wildcard. */
function globBase(pattern) {
  const plain = pattern.replace(/^!/, '');
  const wildcard = plain.search(/[*?{[]/);
  const base = wildcard < 0 ? plain : plain.slice(0, wildcard);
  return base.slice(0, base.lastIndexOf('/') + 1) || './';
}

/** The layers whose files a glob pattern can name: the one it starts in, or every one below its base. */
function layersOfGlob(file, pattern) {
  const base = pattern.replace(/^!/, '').startsWith('/') ? resolve(root, `.${globBase(pattern)}`) : resolve(dirname(file), globBase(pattern));
  const inside = layerOf(`${base}/`);
  if (inside) return [inside];
  const folder = `${relative(root, base).split(sep).join('/')}/`.replace(/^\/$/, '');
  return LAYERS.filter((layer) => layer.paths.some((path) => path.startsWith(folder)));
}

/** The layer of an absolute file path, or null outside the layered folders (tests, scripts). */
export function layerOf(file) {
  const path = relative(root, file).split(sep).join('/');
  return LAYERS.find((layer) => layer.paths.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path === prefix.replace(/\.tsx?$/, '') || path.startsWith(`${prefix.replace(/\.tsx?$/, '')}.`)))) ?? null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of docs/architecture.md, never up or across' },
    schema: [],
    messages: {
      upward: '{{from}} may not import {{to}} ({{target}}): {{why}}.',
      viewPackage: '{{from}} may not import the package {{target}}: {{why}}.',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.may === '*') return {};
    const refuse = (node, to, target) => context.report({ node, messageId: 'upward', data: { from: from.name, to: to.name, target, why: from.why } });
    const packages = PACKAGE_RULES[from.name.startsWith('gateway-') ? 'gateway' : from.name];
    const check = (node, source, kind) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (packages && VIEW_PACKAGE.test(source) && !packages.allowed(source, kind)) {
          context.report({ node, messageId: 'viewPackage', data: { from: from.name, target: source, why: packages.why } });
        }
        return;
      }
      const target = resolve(dirname(context.filename), source);
      const to = layerOf(target) ?? layerOf(`${target}.ts`) ?? layerOf(`${target}/index.ts`);
      if (to && !from.may.includes(to.name)) refuse(node, to, source);
    };
    const checkGlob = (node, pattern) => {
      if (typeof pattern !== 'string') return;
      for (const to of layersOfGlob(context.filename, pattern)) if (!from.may.includes(to.name)) refuse(node, to, pattern);
    };
    const isGlob = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.object.type === 'MetaProperty' &&
      callee.object.meta.name === 'import' &&
      !callee.computed &&
      callee.property.name === 'glob';
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type' ? 'type' : 'static'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type' ? 'type' : 'static'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type' ? 'type' : 'static'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, 'dynamic'),
      CallExpression: (node) => {
        if (!isGlob(node.callee)) return;
        const [patterns] = node.arguments;
        if (patterns?.type === 'Literal') checkGlob(node, patterns.value);
        if (patterns?.type === 'ArrayExpression') for (const element of patterns.elements) if (element?.type === 'Literal') checkGlob(node, element.value);
      },
    };
  },
};
