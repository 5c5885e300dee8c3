import {
  FPT_FRAUD_TYPES,
  FPT_STATUS_TABLE,
  type Locale,
  fptFraudTypeIn,
  fptStatusTextKeys,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { CatalogueRequest } from './api.js';

const answerLocale = (caller: Caller, asked: Locale | null | undefined): Locale => asked ?? caller.locale;

/** The fixed catalogue of fraud types, in the language asked. */
export function fraudTypeList(caller: Caller, request: CatalogueRequest) {
  const locale = answerLocale(caller, request.locale);
  const list = FPT_FRAUD_TYPES.map((type) => fptFraudTypeIn(type, locale));
  return { list, total_count: list.length };
}

/** Every alert status with its code, name and description, in the language asked. */
export function statusList(caller: Caller, request: CatalogueRequest) {
  const locale = answerLocale(caller, request.locale);
  const list = FPT_STATUS_TABLE.map((status) => {
    const keys = fptStatusTextKeys(status.id);
    return {
      id: status.id,
      status: status.code,
      name: translate(keys.name, locale),
      description: translate(keys.description, locale),
    };
  });
  return { list, total_count: list.length };
}
