// Self-hosted Roboto, bundled by Vite: no font CDN at run time. Only the weights the theme uses
// (400, 500, 700) in the latin and latin-ext subsets (latin-ext carries ğ, ş, İ for Turkish).
// @fontsource's per-subset CSS files have no unicode-range, so importing two of them would make
// the second shadow the first; registering the faces here with their ranges lets the browser
// fetch a subset only when a page uses one of its characters.
import latin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import latin500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import latin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import latinExt400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2';
import latinExt500 from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2';
import latinExt700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2';

// The subsets' ranges as published by @fontsource/roboto (unicode.json).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces: [url: string, weight: string, unicodeRange: string][] = [
  [latin400, '400', LATIN],
  [latinExt400, '400', LATIN_EXT],
  [latin500, '500', LATIN],
  [latinExt500, '500', LATIN_EXT],
  [latin700, '700', LATIN],
  [latinExt700, '700', LATIN_EXT],
];

if (typeof FontFace !== 'undefined' && typeof document !== 'undefined') {
  for (const [url, weight, unicodeRange] of faces) {
    document.fonts.add(
      new FontFace('Roboto', `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange }),
    );
  }
}
