/** Money crosses the API as a number with at most 2 decimals and is stored as integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

export const fromCents = (cents: number | string | bigint): number => Number(cents) / 100;
