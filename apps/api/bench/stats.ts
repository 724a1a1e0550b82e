/** Percentiles of timings, and how the report writes numbers. */

export type Timing = { p50: number; p95: number; max: number; samples: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export function summarise(timings: readonly number[]): Timing {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: percentile(sorted, 100),
    samples: sorted.length,
  };
}

/** Times `run` once unmeasured (warm-up), then `count` times one after the other. */
export async function timeRepeatedly(count: number, run: () => Promise<void>): Promise<Timing> {
  await run();
  const timings: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return summarise(timings);
}

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : 'n/a';

export const p50p95 = (timing: Timing) =>
  `${ms(timing.p50).replace(' ms', '')} / ${ms(timing.p95)}`;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

export const ratio = (value: number, reference: number) =>
  Number.isFinite(value / reference) && reference > 0
    ? `${(value / reference).toFixed(2)}×`
    : 'n/a';

export const percent = (value: number, reference: number) =>
  reference > 0 ? `${((value / reference) * 100).toFixed(0)} %` : 'n/a';

export const count = (value: number) => Math.round(value).toLocaleString('en-US');
