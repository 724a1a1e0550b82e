/** Timestamps are stored as ISO-8601 UTC strings in every dialect. */
export const toIso = (date: Date): string => date.toISOString();

export const nowIso = (): string => new Date().toISOString();

export const minutesFrom = (date: Date, minutes: number): Date =>
  new Date(date.getTime() + minutes * 60_000);
