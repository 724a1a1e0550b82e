import { describe, expect, it } from 'vitest';
import { clearlyCommon, EXACT_COUNT_LIMIT, poissonTail, type Estimate } from './paging.js';

/** A sample of 500 ids spread over `span` ids in which `hits` matched. */
const sampled = (span: number, hits: number): Estimate => ({
  hits,
  share: hits / 500,
  total: Math.round((hits * span) / 500),
  hitsAtLimit: (EXACT_COUNT_LIMIT * 500) / span,
});

describe('poissonTail', () => {
  it('is the chance of at least k events', () => {
    expect(poissonTail(2, 0)).toBe(1);
    expect(poissonTail(2, 1)).toBeCloseTo(1 - Math.exp(-2), 12);
    // 1 - e^-2 (1 + 2 + 2)
    expect(poissonTail(2, 3)).toBeCloseTo(1 - 5 * Math.exp(-2), 12);
  });
});

describe('clearlyCommon', () => {
  it('says more than the exact limit match only when at most that many would rarely show the hits', () => {
    // 300,000 ids: 1,000 matches would show 1.67 hits on average.
    expect(clearlyCommon(sampled(300_000, 8))).toBe(true);
    expect(clearlyCommon(sampled(300_000, 6))).toBe(false);
    // 40,000 ids: 12.5 hits on average at the limit.
    expect(clearlyCommon(sampled(40_000, 20))).toBe(false);
    expect(clearlyCommon(sampled(40_000, 30))).toBe(true);
    // The whole table sampled: never, the hits are the count.
    expect(clearlyCommon(sampled(500, 400))).toBe(false);
  });

  it('is wrong less than once in a thousand when exactly the limit matches', () => {
    for (const span of [20_000, 40_000, 200_000, 300_000, 1_000_000]) {
      const mean = (EXACT_COUNT_LIMIT * 500) / span;
      let chance = 0;
      for (let hits = 0; hits <= 500; hits += 1) {
        const exactly = poissonTail(mean, hits) - poissonTail(mean, hits + 1);
        if (clearlyCommon(sampled(span, hits))) chance += exactly;
      }
      expect(chance).toBeLessThan(0.001);
    }
  });
});
