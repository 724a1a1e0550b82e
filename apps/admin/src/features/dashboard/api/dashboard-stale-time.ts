/**
 * The dashboard sums up what other screens change, so every visit asks again (the last answer
 * stays on screen meanwhile).
 */
export const DASHBOARD_STALE_TIME_MS = 0;
