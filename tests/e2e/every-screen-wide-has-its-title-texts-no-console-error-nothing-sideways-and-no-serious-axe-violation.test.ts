// The route sweep at 1280 px (tests/e2e/routeSweep.ts): every screen the owner may open in English
// and in Turkish, with axe; the manager's (other roles: fewer screens and buttons) in Turkish, with
// the other checks. The phone walks are the file beside it.
import { walksOf } from './routeSweep';

walksOf([
  { user: 'owner', language: 'en', width: 1280 },
  { user: 'owner', language: 'tr', width: 1280 },
  { user: 'manager', language: 'tr', width: 1280, axe: false },
]);
