/** The first three series: teal, amber and indigo (spec: the revenue chart covers three packages). */
export const SERIES_COLORS = ['#0d9488', '#f59e0b', '#6366f1'] as const;

/**
 * Further series cycle through these, chosen to stay apart from the first three and each other.
 * Every series colour keeps 3:1 against both the light and the dark chart surface.
 */
export const FALLBACK_SERIES_COLORS = [
  '#e11d48',
  '#0284c7',
  '#65a30d',
  '#c026d3',
  '#64748b',
] as const;

const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;
const DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3]];

function cycle<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

export function seriesColor(index: number): string {
  return index < SERIES_COLORS.length
    ? cycle(SERIES_COLORS, index)
    : cycle(FALLBACK_SERIES_COLORS, index - SERIES_COLORS.length);
}

/** A marker shape per series, so lines can be told apart without colour. */
export function seriesPointStyle(index: number): (typeof POINT_STYLES)[number] {
  return cycle(POINT_STYLES, index);
}

/** A dash pattern per series, for the same reason. */
export function seriesDash(index: number): number[] {
  return cycle(DASHES, index);
}
