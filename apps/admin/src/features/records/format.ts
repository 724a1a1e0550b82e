import { format, isValid, parseISO } from 'date-fns';
import { NOT_AVAILABLE } from '../../utils/format-date';

/** An ISO-8601 timestamp as "dd/MM/yyyy HH:mm" (local time), or "N/A". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : NOT_AVAILABLE;
}

/** An amount with two decimals ("19.99"). */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The id of an address segment, or null when it cannot name a record. */
export function parseRecordId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

/** A stored value as a short text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
