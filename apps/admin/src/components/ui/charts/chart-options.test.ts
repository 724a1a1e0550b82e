import { afterEach, describe, expect, it } from 'vitest';
import { cartesianOptions, chartThemeColors, doughnutOptions } from './chart-options';

const format = (value: number) => String(value);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('chart theme colours', () => {
  it("read the theme's variables, so the dark palette reaches the axes, legend and slices", () => {
    const root = document.documentElement.style;
    root.setProperty('--color-slate-600', 'rgb(203, 213, 225)');
    root.setProperty('--color-slate-200', 'rgb(51, 65, 85)');
    root.setProperty('--color-white', 'rgb(15, 23, 42)');

    const bar = cartesianOptions<'bar'>(format);
    expect(bar.scales?.y?.ticks?.color).toBe('rgb(203, 213, 225)');
    expect(bar.scales?.x?.ticks?.color).toBe('rgb(203, 213, 225)');
    expect(bar.scales?.y?.grid?.color).toBe('rgb(51, 65, 85)');
    expect(bar.plugins?.legend?.labels?.color).toBe('rgb(203, 213, 225)');
    expect(doughnutOptions(format).elements?.arc?.borderColor).toBe('rgb(15, 23, 42)');
  });

  it('fall back to the colours of the theme asked for when the variables are missing', () => {
    expect(chartThemeColors('light')).toEqual({
      text: '#475569',
      grid: '#e2e8f0',
      surface: '#ffffff',
    });
    expect(chartThemeColors('dark').text).toBe('#cbd5e1');
  });
});
