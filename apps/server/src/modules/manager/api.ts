import { z } from 'zod';
import {
  managedUserCreateSchema,
  managedUserKeySchema,
  managedUserListQuerySchema,
  managedUserOptionsRequestSchema,
  managedUserUpdateSchema,
  USER_ACTIONS,
  USER_STATUSES,
  userActionSchema,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';

export {
  managedUserCreateSchema,
  managedUserKeySchema,
  managedUserOptionsRequestSchema,
  managedUserUpdateSchema,
  userActionSchema,
};

export const managedUserListQuery = managedUserListQuerySchema;
export type ManagedUserListQuery = z.output<typeof managedUserListQuery>;

/** A user as the administration pages show one (issue 15). */
export const managedUserView = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  role: z.string(),
  permissions: z.array(z.string()),
  status: z.enum(USER_STATUSES),
  org_id: z.number().int(),
  org_name: z.string(),
  last_sign_in: z.string().nullable(),
  created_at: z.string(),
  /** What the caller may do to the user now, in its status. */
  available_actions: z.array(z.enum(USER_ACTIONS)),
  /** When the standing invitation link ends (registration not completed), null otherwise. */
  invitation_expires_at: z.string().nullable(),
  /** The caller may edit the user (a person of an organisation in the caller's scope). */
  mutable: z.boolean(),
});
export type ManagedUserView = z.infer<typeof managedUserView>;

export const managedUserListPage = listPageSchema(managedUserView);

/** What the create and edit forms offer for the organisation. */
export const managedUserOptions = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  /** The codes the caller may grant: the organisation's allowance (the administrator: every code). */
  grantable_codes: z.array(z.string()),
  email_domains: z.array(z.string()),
  roles: z.array(z.string()),
});
export type ManagedUserOptions = z.infer<typeof managedUserOptions>;
