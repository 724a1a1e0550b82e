const MONEY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A package price or a revenue amount with two decimals ("1,250.00"); the currency is not shown. */
export const formatPrice = (value: number): string => MONEY.format(value);

/** An amount with its currency code ("USD 1,250.00"). */
export const formatAmount = (value: number, currency: string): string =>
  `${currency} ${MONEY.format(value)}`;
