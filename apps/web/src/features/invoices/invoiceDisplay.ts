import type { InvoiceStatus } from '@afx/domain';

/** The status tag's colour, in the list and in the drawer. */
export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  issued: 'blue',
  paid: 'green',
  cancelled: 'default',
};

/** 2026-10 → 10.2026. */
export const periodText = (period: string) => `${period.slice(5, 7)}.${period.slice(0, 4)}`;
