// The notice of a missed or aborted order follows the order detail page's own access rule, and its
// link is that page's path: a user told about an order can always open it.
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registryOfResources';
import { ROLE_KEYS, permissionsOf } from '../../src/domain/roles';
import { orderNoticeTarget } from '../../src/widgets/orderNotices/noticeTarget';

const subject = (keys: readonly (typeof ROLE_KEYS)[number][]) => ({ roles: keys.map((key) => ({ role: { key }, permissions: [...permissionsOf(key)] })), country: 'TR' });

describe('order notices', () => {
  it('go to a user with the order role, linking to the order detail path', () => {
    expect(orderNoticeTarget(registry, subject(ROLE_KEYS))?.('6650aa00000000000000beef')).toBe('/order/detail/6650aa00000000000000beef');
    expect(orderNoticeTarget(registry, subject(['order']))?.('a/b')).toBe('/order/detail/a%2Fb');
  });

  it('go to nobody else', () => {
    expect(orderNoticeTarget(registry, subject(['vehicle', 'live_map', 'workforce']))).toBeNull();
    expect(orderNoticeTarget(registry, null)).toBeNull();
    expect(orderNoticeTarget(registry.filter((entry) => entry.name !== 'order-detail'), subject(ROLE_KEYS))).toBeNull();
  });
});
