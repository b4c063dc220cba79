// node-polyglot (under ra-i18n-polyglot) asks for the `object.entries` polyfill, which brings
// about 10 KB gzip of ES-spec helpers into the panel's first load; every browser the panel
// supports has Object.entries, so the build hands it the native one (vite.config.ts).
module.exports = Object.entries;
