/** Negative or zero insight values are displayed as 0. */
export function shownValue(value: number): number {
  return value > 0 ? value : 0;
}

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A percent change as shown on an insight card: "12.5%", and "0%" for a fall. */
export function formatChange(changeDiff: number): string {
  return `${PERCENT.format(shownValue(changeDiff))}%`;
}
