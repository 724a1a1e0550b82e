import { describe, expect, it } from 'vitest';
import { ByVersion, PreparedJson } from './prepared-json.js';

describe('ByVersion', () => {
  it('builds once per version, however many ask at the same time', async () => {
    const cache = new ByVersion<string>();
    let builds = 0;
    const build = async () => `built ${(builds += 1)}`;
    const [a, b] = await Promise.all([cache.get(1, build), cache.get(1, build)]);
    expect([a, b, builds]).toEqual(['built 1', 'built 1', 1]);
    expect(await cache.get(2, build)).toBe('built 2');
    expect(await cache.get(2, build)).toBe('built 2');
    expect(builds).toBe(2);
  });

  it('does not keep a failed build: the next request of the same version builds again', async () => {
    const cache = new ByVersion<string>();
    await expect(cache.get(7, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get(7, async () => 'recovered')).toBe('recovered');
  });

  it('builds every time when the version is unknown', async () => {
    const cache = new ByVersion<number>();
    let builds = 0;
    await cache.get(null, async () => (builds += 1));
    await cache.get(null, async () => (builds += 1));
    expect(builds).toBe(2);
  });
});

describe('PreparedJson', () => {
  it('keeps the body as its JSON bytes and derives each value once', () => {
    const prepared = PreparedJson.of({ result: true, data: ['é'] });
    expect(prepared.bytes.toString('utf8')).toBe('{"result":true,"data":["é"]}');
    let made = 0;
    const length = () => prepared.derive('length', (bytes) => (made += 1) && bytes.length);
    expect([length(), length(), made]).toEqual([prepared.bytes.length, prepared.bytes.length, 1]);
  });
});
