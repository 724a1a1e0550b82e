export { formatDateTime } from '../../utils/format-date';

/** An amount with two decimals ("19.99"). */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The id of an address segment, or null when it cannot name a record. */
export function parseRecordId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}
