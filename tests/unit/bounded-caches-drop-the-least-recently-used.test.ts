// The gateway's in-memory caches (kept statements, verified tokens, callers' roles) are bounded
// by LruMap: past its capacity it drops the entry used longest ago, and says which.
import { expect, it } from 'vitest';
import { LruMap } from '../../gateway/lru';

it('drops the least recently used entry past its capacity and answers it', () => {
  const map = new LruMap<string, number>(2);
  expect(map.set('a', 1)).toBeUndefined();
  expect(map.set('b', 2)).toBeUndefined();
  expect(map.get('a')).toBe(1); // a is now the most recent
  expect(map.set('c', 3)).toEqual(['b', 2]);
  expect(map.get('b')).toBeUndefined();
  expect(map.set('a', 10)).toBeUndefined(); // replacing keeps the size
  expect(map.set('d', 4)).toEqual(['c', 3]);
  expect(map.delete('a')).toBe(10);
  expect(map.get('a')).toBeUndefined();
  expect(map.get('d')).toBe(4);
});
