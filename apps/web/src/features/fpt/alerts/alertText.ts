import { currencyAlphaCode, formatInstantDateTime } from '@afx/domain';

/** An instant as the portal shows it (dd.MM.yyyy HH:mm:ss in Kyiv); a text that is no instant as is. */
export function instantText(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatInstantDateTime(instant);
}

/** '1500.00 UAH'; empty without an amount. */
export function amountText(
  amount: string | null | undefined,
  currencyCode: string | null | undefined,
): string {
  if (!amount) return '';
  return currencyCode ? `${amount} ${currencyAlphaCode(currencyCode)}` : amount;
}
