import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor wait up to 5 s: a lazy view's first import takes longer than the default 1 s
// on a busy CI machine, and a menu's groups opening one after the other took over 3 s on a
// machine whose cores were all taken (a passing query still returns at once).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = '';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
