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

  it('drops the oldest entries past its bound', async () => {
    const cache = createCache({ isOnlyWriter: true, maxRemembered: 2 });
    const source = counter();
    await cache.remember('a', source.load);
    await cache.remember('b', source.load);
    await cache.remember('c', source.load);
    expect(await cache.remember('a', source.load)).toBe(4);
  });
});
