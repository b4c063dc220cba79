import { vi } from 'vitest';

/** Below md (899.95 px) every MUI media query matches, as on a phone (undo with vi.unstubAllGlobals). */
export function stubPhoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
