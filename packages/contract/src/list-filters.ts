import { z } from './zod.js';
import { MAX_RECORD_ID } from './fields.js';
import { blankAsMissing } from './lists.js';

/**
 * Filters of the admin lists, kept in the URL and sent as query parameters: blank or absent
 * means "any". The list, its CSV export and its bulk actions read the same filter.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day `YYYY-MM-DD` (UTC), or absent. */
export const dateParam = z.preprocess(
  blankAsMissing,
  z.string().trim().refine(isCalendarDate, { message: 'Give a date as YYYY-MM-DD.' }).optional(),
);

/** `yes` / `no`, read as true / false; absent = either. */
export const yesNoParam = z.preprocess(
  blankAsMissing,
  z
    .enum(['yes', 'no'], { error: 'Choose yes or no.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'yes')),
);

/** A record's id (a whole number of 1 or more) chosen in a filter, or absent; else `message`. */
export const idFilterParam = (message: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(MAX_RECORD_ID, message)
      .optional(),
  );

/** The first instant after a calendar day (the exclusive end of "between … and this day"). */
export const dayAfter = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

/** The media type of the lists' CSV exports. */
export const CSV_FILE_TYPE = 'text/csv';
