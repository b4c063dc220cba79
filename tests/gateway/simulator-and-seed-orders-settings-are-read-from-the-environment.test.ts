// The settings of issue 4: the demo simulator is on unless SIMULATOR=off, at SIMULATOR_TICK_MS;
// SEED_ORDERS sets the number of past orders; bad values stop the gateway with a clear message.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../gateway/config';

const SECRET = { JWT_SECRET: 's'.repeat(40) };

describe('simulator and seed settings', () => {
  it('default: the simulator runs every second; past orders follow the seed size', () => {
    expect(loadConfig(SECRET)).toMatchObject({ simulator: { enabled: true, tickMs: 1000 }, seedOrders: null });
  });

  it('SIMULATOR=off disables it; SIMULATOR_TICK_MS and SEED_ORDERS are read', () => {
    expect(loadConfig({ ...SECRET, SIMULATOR: 'off', SIMULATOR_TICK_MS: '250', SEED_ORDERS: '200000' })).toMatchObject({
      simulator: { enabled: false, tickMs: 250 },
      seedOrders: 200_000,
    });
    expect(loadConfig({ ...SECRET, SIMULATOR: 'ON' }).simulator.enabled).toBe(true);
  });

  it('refuses values it cannot use, all at once', () => {
    try {
      loadConfig({ ...SECRET, SIMULATOR: 'maybe', SIMULATOR_TICK_MS: '5', SEED_ORDERS: '-1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'SIMULATOR must be on, off or manual',
        expect.stringContaining('SEED_ORDERS'),
        expect.stringContaining('SIMULATOR_TICK_MS'),
      ]);
    }
  });
});
