import type { UserStatus } from '@afx/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Organisation types of the exchange. */
export const ORG_TYPES = ['issuer', 'acquirer', 'cyber_police', 'non_bank', 'mobile_operator'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

// A user's status is the domain's UserStatus (users/user-status.ts: which action leads where).

/** How a sign-in attempt ended, as the login log keeps it. */
export const LOGIN_RESULTS = [
  'success',
  'wrong_credentials',
  'wrong_code',
  'blocked',
  'removed',
  'not_completed',
  'locked',
  'rate_limited',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    type: text('type').$type<OrgType>().notNull(),
    /** ISO 3166 alpha-2. */
    country: text('country').notNull().default('UA'),
    edrpou: text('edrpou'),
    mfo: text('mfo'),
    icon: text('icon'),
    monitoringEmail: text('monitoring_email'),
    notificationEmail: text('notification_email'),
    /** Contact details of the contacts directories (spec 3 §2.1 banks, cyber police, organisations). */
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The region a cyber police unit serves. */
    region: text('region'),
    /** Connected to the Fraud Payments Tracker exchange. */
    fptConnected: boolean('fpt_connected').notNull().default(false),
    /** Connected to the card-information (card-blocking) service. */
    cardInfoConnected: boolean('card_info_connected').notNull().default(false),
    /** Connected to Crime Check: its issuers receive the police's requests (set by the administrator). */
    crcConnected: boolean('crc_connected').notNull().default(false),
    /** Connected to the mobile check service (member services). */
    mobileCheckConnected: boolean('mobile_check_connected').notNull().default(false),
    /** A deactivated organisation's users cannot sign in and its API clients get no token. */
    active: boolean('active').notNull().default(true),
    /** The e-mail domains its users' addresses must belong to (lower case, no '@'). */
    emailDomains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The permission codes its managers may grant (set by the administrator); E codes only if listed. */
    grantableCodes: text('grantable_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organisations_name_uq').on(t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The OIDC subject: stable, never reused. */
    sub: text('sub')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    login: text('login').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    position: text('position'),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    role: text('role').notNull().default('user'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** Secret generated at enrolment, kept until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    locale: text('locale').notNull().default('uk'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_uq').on(sql`lower(${t.login})`),
    uniqueIndex('users_sub_uq').on(t.sub),
    index('users_org_idx').on(t.orgId),
  ],
);

export const loginLog = pgTable(
  'login_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    login: text('login').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    result: text('result').$type<LoginResult>().notNull(),
  },
  (t) => [
    index('login_log_user_idx').on(t.userId, t.at),
    // The lockout counts attempts by the login as typed, and finds the last success from an address (lockout.ts).
    index('login_log_login_idx').on(sql`lower(${t.login})`, t.at),
    index('login_log_success_idx')
      .on(sql`lower(${t.login})`, t.ip, t.at)
      .where(sql`${t.result} = 'success'`),
  ],
);

export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  /**
   * The secret's argon2id hash, never the secret (client-secrets.ts; docs/decisions/0008). The column
   * keeps its old name: a database from before holds secrets as issued until the next start hashes them.
   */
  secretHash: text('client_secret').notNull(),
  name: text('name').notNull(),
  /** The api-user account the client acts as: its organisation, codes and the creator of what it registers. */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** After a rotation the old secret's hash, accepted until `previousSecretUntil` (the overlap). */
  previousSecretHash: text('previous_secret_hash'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  /** When the client last obtained a token. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const USER_TOKEN_PURPOSES = ['invitation', 'password_reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * One-time links sent by e-mail: the invitation (12 hours) and the password reset (1 hour). Only the
 * SHA-256 of the token is kept; the token itself is in the e-mail alone.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Followed: the password was set. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Replaced by a newer link of the same purpose, or ended when the user was blocked or removed. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_uq').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** oidc-provider's storage: one table for every model it persists. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_pk').on(t.type, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_account_idx').on(t.type, t.accountId),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Where each sign-in session started: the provider's session keeps neither address nor browser. */
export const sessionLogins = pgTable(
  'session_logins',
  {
    /** The provider's stable session uid (not the cookie value, which must stay secret). */
    sessionUid: text('session_uid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_logins_user_idx').on(t.userId)],
);

/** RS256 signing keys (private JWKs); the newest active one signs, all active ones verify. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the provider needs across restarts (cookie keys). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
