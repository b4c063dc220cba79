// ra-core's default CSV exporter imports jsonexport up front, which puts it (3 KB gzip) into the
// first load of every list, although the panel's lists export with their own writer
// (src/framework/views/csv.ts). The build hands ra-core this stand-in instead (vite.config.ts):
// the same function, fetching the real one when an export runs. Its one caller, defaultExporter,
// passes the rows and a callback, which is called as before, only a moment later.
export default function jsonExport(...args) {
  // without ".js": the alias matches ra-core's exact path only, so this is the real file
  return import('jsonexport/dist/index').then(({ default: real }) => real(...args));
}
