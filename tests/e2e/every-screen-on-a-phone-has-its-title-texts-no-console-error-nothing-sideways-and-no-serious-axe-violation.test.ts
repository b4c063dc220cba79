// The route sweep at 390 px (tests/e2e/routeSweep.ts): every screen the owner may open in English
// and in Turkish, with axe; the GB owner's (another country, currency and time zone) in English,
// with the other checks. The wide walks are the file beside it.
import { walksOf } from './routeSweep';

walksOf([
  { user: 'owner', language: 'en', width: 390 },
  { user: 'owner', language: 'tr', width: 390 },
  { user: 'gbowner', language: 'en', width: 390, axe: false },
]);
