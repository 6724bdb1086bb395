import { describe, expect, it } from 'vitest';
import { createCache } from './cache.js';

const counter = () => {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
};

describe('the cache service (issue 10, ADR 0022)', () => {
  it('remembers a value once, on any database, until cleared', async () => {
    const cache = createCache({ isOnlyWriter: false });
    const source = counter();
    expect(await cache.remember('k', source.load)).toBe(1);
    expect(await cache.remember('k', source.load)).toBe(1);
    cache.invalidate();
    expect(await cache.remember('k', source.load)).toBe(1);
    cache.clear();
    expect(await cache.remember('k', source.load)).toBe(2);
  });

  it('does not keep a failed load, so the next call tries again', async () => {
    const cache = createCache({ isOnlyWriter: true });
    await expect(cache.remember('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('k', async () => 'up')).toBe('up');
  });

  it('keeps read-through copies only for the only writer, and drops them by key prefix', async () => {
    const shared = createCache({ isOnlyWriter: false });
    const a = counter();
    await shared.readThrough('session|1|', a.load);
    await shared.readThrough('session|1|', a.load);
    expect(a.calls()).toBe(2);

    const only = createCache({ isOnlyWriter: true });
    const b = counter();
    const c = counter();
    await only.readThrough('session|1|', b.load);
    await only.readThrough('display|1|', c.load);
    expect(await only.readThrough('session|1|', b.load)).toBe(1);
    only.invalidate('session|');
    expect(await only.readThrough('session|1|', b.load)).toBe(2);
    expect(await only.readThrough('display|1|', c.load)).toBe(1);
  });

  it('does not keep a copy read while a write invalidated it', async () => {
    const cache = createCache({ isOnlyWriter: true });
    let release: (value: string) => void = () => {};
    const slow = cache.readThrough('v|', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('v|');
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.readThrough('v|', async () => 'new')).toBe('new');
  });

  it('evicts the least recently used entries by bytes, not by count, and counts it (issue 33)', async () => {
    // Three strings of 1,000 characters are about 2 KB each (two bytes a character): room for two.
    const cache = createCache({ isOnlyWriter: true, maxBytes: 5_000 });
    const source = counter();
    const big = (tag: string) => async () => {
      await source.load();
      return tag.repeat(1_000);
    };
    await cache.remember('a', big('a'));
    await cache.remember('b', big('b'));
    await cache.remember('a', big('a')); // a is now the most recently used
    await cache.remember('c', big('c')); // b goes, a stays
    expect(source.calls()).toBe(3);
    await cache.remember('a', big('a'));
    expect(source.calls()).toBe(3);
    await cache.remember('b', big('b'));
    expect(source.calls()).toBe(4);
    const stats = cache.stats();
    expect(stats).toMatchObject({ hits: 2, misses: 4, maxBytes: 5_000, entries: 2 });
    expect(stats.evictions).toBe(2);
    expect(stats.bytes).toBeGreaterThan(4_000);
    expect(stats.bytes).toBeLessThanOrEqual(5_000);
    // Many small entries fit where two large ones did: the bound is bytes, not a count.
    for (let i = 0; i < 50; i++) await cache.readThrough(`row|${i}|`, async () => i);
    expect(cache.stats().entries).toBeGreaterThan(40);
  });

  it('does not keep a value larger than the whole budget, and still answers it', async () => {
    const cache = createCache({ isOnlyWriter: true, maxBytes: 1_000 });
    const source = counter();
    const load = async () => `${await source.load()}${'x'.repeat(2_000)}`;
    expect(await cache.remember('huge', load)).toMatch(/^1x/);
    expect(await cache.remember('huge', load)).toMatch(/^2x/);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('sizes a value by the caller when asked, and shares one load between concurrent callers', async () => {
    const cache = createCache({ isOnlyWriter: false, maxBytes: 10_000 });
    const source = counter();
    const [a, b] = await Promise.all([
      cache.remember('k', source.load, { bytesOf: () => 4_000 }),
      cache.remember('k', source.load, { bytesOf: () => 4_000 }),
    ]);
    expect([a, b, source.calls()]).toEqual([1, 1, 1]);
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(4_000);
    expect(cache.stats().bytes).toBeLessThan(4_100);
    // a clear while a load is in flight keeps nothing of it
    let release: (n: number) => void = () => {};
    const slow = cache.remember('slow', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(7);
    expect(await slow).toBe(7);
    expect(await cache.remember('slow', async () => 8)).toBe(8);
  });

  it('keeps an undefined answer (no version in force yet) like any other', async () => {
    const cache = createCache({ isOnlyWriter: true });
    const source = counter();
    const load = async () => {
      await source.load();
      return undefined;
    };
    expect(await cache.readThrough('version|', load)).toBeUndefined();
    expect(await cache.readThrough('version|', load)).toBeUndefined();
    expect(source.calls()).toBe(1);
  });
});
