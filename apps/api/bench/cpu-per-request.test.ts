import { describe, expect, it } from 'vitest';
import { processCpuMs } from './cpu-per-request.js';

const usedMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

describe.skipIf(process.platform !== 'linux')('a process’s CPU time', () => {
  it('agrees with the CPU time the process reports for itself, idle or busy', async () => {
    const before = processCpuMs(process.pid);
    const reported = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 300));
    let spins = 0;
    while (usedMs(reported) < 300) spins += 1;
    const read = processCpuMs(process.pid) - before;
    expect(spins).toBeGreaterThan(0);
    // /proc counts in clock ticks of 10 ms; the sleep adds next to nothing.
    expect(read).toBeGreaterThanOrEqual(usedMs(reported) - 30);
    expect(read).toBeLessThanOrEqual(usedMs(reported) + 30);
  });

  it('is NaN for a process that is not there', () => {
    expect(processCpuMs(2 ** 30)).toBeNaN();
  });
});
