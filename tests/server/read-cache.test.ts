import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../../src/server/db/read-cache.ts';
import type { WriteGeneration } from '../../src/server/db/write-generation.ts';

function setup(maxEntries = 10) {
  const generation: WriteGeneration = { current: 0 };
  const cache = new ReadCache<string>(generation, { maxEntries });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { generation, cache, load, loads: () => loads };
}

describe('ReadCache', () => {
  it('answers the same key from memory until a write', async () => {
    const { generation, cache, load, loads } = setup();
    expect(await cache.read('a', load('one'))).toBe('one');
    expect(await cache.read('a', load('two'))).toBe('one');
    expect(loads()).toBe(1);
    generation.current += 1;
    expect(await cache.read('a', load('three'))).toBe('three');
    expect(loads()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const { cache, load } = setup();
    expect(await cache.read('a', load('one'))).toBe('one');
    expect(await cache.read('b', load('two'))).toBe('two');
    expect(await cache.read('a', load('three'))).toBe('one');
  });

  it('shares a read still under way with the callers of the same key', async () => {
    const { cache, loads } = setup();
    let finish!: (value: string) => void;
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.read('a', slow);
    const second = cache.read('a', slow);
    finish('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    expect(started).toBe(1);
    expect(loads()).toBe(0);
  });

  it('does not keep an answer read while a write was sent: it may or may not hold the write', async () => {
    const { generation, cache, load } = setup();
    let finish!: (value: string) => void;
    const read = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    generation.current += 1;
    finish('before or after the write');
    expect(await read).toBe('before or after the write');
    expect(await cache.read('a', load('after the write'))).toBe('after the write');
  });

  it('does not keep a failed read', async () => {
    const { cache, load } = setup();
    await expect(cache.read('a', () => Promise.reject(new Error('verbinding verbroken')))).rejects.toThrow('verbinding verbroken');
    expect(await cache.read('a', load('one'))).toBe('one');
  });

  it('lets the least recently used key go past its size', async () => {
    const { cache, load, loads } = setup(2);
    await cache.read('a', load('a1'));
    await cache.read('b', load('b1'));
    await cache.read('a', load('a2'));
    await cache.read('c', load('c1'));
    expect(await cache.read('a', load('a3'))).toBe('a1');
    expect(await cache.read('b', load('b2'))).toBe('b2');
    expect(loads()).toBe(4);
  });
});

describe('ReadCache under a version that can be unknown, with an age limit', () => {
  it('reads through and keeps nothing while the version is unknown', async () => {
    const version: { current: number | null } = { current: null };
    const cache = new ReadCache<string>(version, { maxEntries: 10 });
    expect(await cache.read('a', () => Promise.resolve('one'))).toBe('one');
    expect(await cache.read('a', () => Promise.resolve('two'))).toBe('two');
    version.current = 1;
    expect(await cache.read('a', () => Promise.resolve('three'))).toBe('three');
    expect(await cache.read('a', () => Promise.resolve('four'))).toBe('three');
    expect(cache.counts).toEqual({ hits: 1, misses: 3 });
  });

  it('reads again once a value is older than its age limit, though the version holds', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new ReadCache<string>({ current: 0 }, { maxEntries: 10, maxAgeMs: 30_000 });
    expect(await cache.read('a', () => Promise.resolve('one'))).toBe('one');
    now += 29_999;
    expect(await cache.read('a', () => Promise.resolve('two'))).toBe('one');
    now += 1;
    expect(await cache.read('a', () => Promise.resolve('three'))).toBe('three');
    vi.restoreAllMocks();
  });
});
