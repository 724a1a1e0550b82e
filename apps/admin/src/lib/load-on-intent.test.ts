import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './load-on-intent';

const Nothing = () => null;

describe('loadOnIntent: preloadWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads once the browser is idle, and asks for one idle moment however often it is called', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const importer = vi.fn(() => Promise.resolve(Nothing));
    const menu = loadOnIntent(importer);

    menu.preloadWhenIdle();
    menu.preloadWhenIdle();
    expect(importer).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);

    idle[0]!();
    await menu.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits a moment instead where the browser cannot tell when it is idle', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const importer = vi.fn(() => Promise.resolve(Nothing));
      loadOnIntent(importer).preloadWhenIdle();
      expect(importer).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2000);
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
