import { z } from './zod.js';

export const TIME_ZONE_INVALID =
  'The time zone must be an IANA time zone name such as "Europe/Paris" or "America/New_York".';

/** Longer than any IANA name; keeps absurd input away from Intl. */
const TIME_ZONE_MAX = 64;
/** A zone name ("UTC", "America/Argentina/Buenos_Aires"), not an offset such as "+02:00". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA name of a time zone in its canonical spelling ("europe/paris" → "Europe/Paris"), or
 * null when this runtime's Intl does not know the zone.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > TIME_ZONE_MAX || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone field: a known IANA name, answered in its canonical spelling. */
export const timeZoneField = z
  .string({ error: TIME_ZONE_INVALID })
  .trim()
  .refine((value) => canonicalTimeZone(value) !== null, TIME_ZONE_INVALID)
  .transform((value) => canonicalTimeZone(value) ?? value);
