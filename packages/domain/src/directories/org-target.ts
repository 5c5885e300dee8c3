import type { MessageKey } from '../messages/index.js';

/**
 * Which organisation a directory's group action or upload works on (spec 3 §2.2, §2.3, §6): with
 * the extended code (E1007 for BINs, E1008 for ATMs) the organisation chosen in the filter, and
 * a warning when none is chosen; without it always the user's own organisation.
 */
export function directoryUploadTarget(input: {
  readonly extended: boolean;
  readonly filterOrgId: number | null | undefined;
  readonly ownOrgId: number;
  readonly selectWarning: MessageKey;
}): { readonly orgId: number } | { readonly warning: MessageKey } {
  if (!input.extended) return { orgId: input.ownOrgId };
  return input.filterOrgId ? { orgId: input.filterOrgId } : { warning: input.selectWarning };
}

/** "Group selection and upload need the issuer filter to equal the user's own organisation, or permission E1007." */
export function directoryGroupActionsAllowed(input: {
  readonly extended: boolean;
  readonly filterOrgId: number | null | undefined;
  readonly ownOrgId: number;
}): boolean {
  return input.extended || input.filterOrgId === input.ownOrgId;
}
