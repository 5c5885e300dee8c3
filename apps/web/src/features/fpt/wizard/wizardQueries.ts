import type { Locale } from '@afx/domain';
import { alertWizardApi } from './alertWizardApi';

// The wizard's reference data: read once per page, shared by the steps that show it.

/** The organisation's notification e-mail: fills an empty reply e-mail, and is offered in its list. */
export const myEmailQuery = () => ({
  queryKey: ['fpt', 'my_email'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => alertWizardApi.myEmail(signal),
  staleTime: Infinity,
});

export const fraudTypesQuery = (locale: Locale) => ({
  queryKey: ['fpt', 'fraud_types', locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => alertWizardApi.fraudTypes(locale, signal),
  staleTime: Infinity,
});
