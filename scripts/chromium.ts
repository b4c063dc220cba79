// How the project runs Chromium (browser tests, benchmarks, screenshots): Debian's build,
// headless, as root, with none of its own traffic to a network this machine does not have.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
