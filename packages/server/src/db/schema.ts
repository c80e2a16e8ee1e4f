// Drizzle schema. Money is always integer fen (bigint columns read as JS numbers:
// safe up to 2^53 fen, far beyond any wallet). Timestamps are timestamptz.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Text as StoredText } from '../lib/texts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  // 1 certified, 2 certified (individual), 3 not certified, 4 failed, 5 under review
  companyAttestation: smallint('company_attestation').notNull().default(3),
  // 4 = invite reward enabled
  levelType: smallint('level_type').notNull().default(1),
  inviteCode: varchar('invite_code', { length: 16 }).notNull().unique(),
  invitedByEnterpriseId: integer('invited_by_enterprise_id'),
  /** The inviter's channel link the enterprise registered through (invite_channels), if any. */
  invitedViaChannelId: integer('invited_via_channel_id'),
  walletBalanceFen: fen('wallet_balance_fen').notNull().default(0),
  createdAt: createdAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 50 }).notNull(),
    managerUserId: integer('manager_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('departments_enterprise_idx').on(t.enterpriseId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    // unique among members not deleted (indexes below): a deleted member's name and phone are free again
    username: varchar('username', { length: 24 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    // null until the member sets a login password (SMS-only accounts)
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 50 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    // 3 = staff (employee login role); anything else = admin (boss)
    level: smallint('level').notNull().default(1),
    memberRole: varchar('member_role', { length: 10 }).notNull().default('manager'), // manager | employee
    departmentId: integer('department_id').references(() => departments.id),
    canSetLoginTime: boolean('can_set_login_time').notNull().default(false),
    canRenewDevice: boolean('can_renew_device').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('active'), // active | disabled
    wechatOpenId: varchar('wechat_open_id', { length: 64 }),
    usernameModified: boolean('username_modified').notNull().default(false),
    // spec §6 authorization methods: 1 every terminal permanently authorized, 2 the first terminal
    // permanent and later ones need approval, 3 every new terminal needs approval
    authMethod: smallint('auth_method').notNull().default(1),
    // daily login window in Asia/Shanghai, 'HH:MM'; both null = any time. end < start spans midnight.
    loginTimeStart: varchar('login_time_start', { length: 5 }),
    loginTimeEnd: varchar('login_time_end', { length: 5 }),
    lastLoginAt: ts('last_login_at'),
    // permanently deleted (spec §4): kept for the records that name the member, never logs in again
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_enterprise_idx').on(t.enterpriseId),
    uniqueIndex('users_username_live_uq')
      .on(t.username)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_phone_live_uq')
      .on(t.phone)
      .where(sql`${t.deletedAt} is null`),
  ],
);

// Enterprise certification submissions (company information and documents); the latest row is
// the one the enterprise's company_attestation reflects.
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    registrationNo: varchar('registration_no', { length: 30 }).notNull(),
    legalPerson: varchar('legal_person', { length: 50 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    licenceFileId: integer('licence_file_id')
      .notNull()
      .references(() => storedFiles.id),
    idFrontFileId: integer('id_front_file_id')
      .notNull()
      .references(() => storedFiles.id),
    idBackFileId: integer('id_back_file_id')
      .notNull()
      .references(() => storedFiles.id),
    status: varchar('status', { length: 10 }).notNull().default('review'), // review | approved | rejected
    rejectReason: varchar('reject_reason', { length: 200 }),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: ts('submitted_at').notNull(),
    reviewedAt: ts('reviewed_at'),
    reviewer: varchar('reviewer', { length: 50 }),
  },
  (t) => [index('certifications_enterprise_idx').on(t.enterpriseId, t.submittedAt)],
);

// A browser (terminal id kept in local storage) a member logged in from, and whether it may.
export const terminals = pgTable(
  'terminals',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('waiting'), // waiting | passed | rejected
    requestedAt: ts('requested_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    // a waiting login's one-time ticket (SHA-256; the browser polls /user/terminalLogin with it)
    ticketHash: varchar('ticket_hash', { length: 64 }),
    ticketExpiresAt: ts('ticket_expires_at'),
  },
  (t) => [
    uniqueIndex('terminals_user_code_uq').on(t.userId, t.terminalCode),
    index('terminals_enterprise_status_idx').on(t.enterpriseId, t.status, t.requestedAt),
  ],
);

// Terminals every member of the enterprise may log in from without approval (never outside hours).
export const terminalWhitelist = pgTable(
  'terminal_whitelist',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull(),
    mac: varchar('mac', { length: 17 }).notNull().default(''),
    remark: varchar('remark', { length: 100 }).notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terminal_whitelist_code_uq').on(t.enterpriseId, t.terminalCode)],
);

// The enterprise log: every write any member makes, written by the server in the transaction of
// the change, plus failed and refused logins.
export const enterpriseLogs = pgTable(
  'enterprise_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id').references(() => users.id),
    actorName: varchar('actor_name', { length: 50 }).notNull().default(''),
    area: varchar('area', { length: 20 }).notNull(), // devices | accounts | network | stores | org | billing | security
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull().default(''),
    targetId: varchar('target_id', { length: 40 }).notNull().default(''),
    targetName: varchar('target_name', { length: 100 }).notNull().default(''),
    // { before?: {...}, after?: {...}, reason?: string } where it matters
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    result: varchar('result', { length: 10 }).notNull().default('ok'), // ok | failed | refused
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('enterprise_logs_enterprise_time_idx').on(t.enterpriseId, t.createdAt),
    index('enterprise_logs_enterprise_user_idx').on(t.enterpriseId, t.userId, t.createdAt),
  ],
);

// Which employees may open which store (spec §3 "authorized employees"; authorization management).
export const storeMembers = pgTable(
  'store_members',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_members_uq').on(t.storeId, t.userId), index('store_members_user_idx').on(t.userId)],
);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  // the browser's terminal id at login (enterprise log, terminal control)
  terminalCode: varchar('terminal_code', { length: 64 }).notNull().default(''),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    sentAt: ts('sent_at').notNull(),
    usedAt: ts('used_at'),
    // wrong guesses against this code; it stops working after 5
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.sentAt)],
);

export const authCodes = pgTable('auth_codes', {
  id: serial('id').primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** The session that asked for the code: the code dies with it (logout, password change, reset). */
  sessionId: integer('session_id').references(() => sessions.id),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/**
 * One-time tickets into the cloud-phone provider's management site (POST /auth/zhanfu): only the
 * hash is kept; used once, within 5 minutes, while the session that asked for it lives.
 */
export const providerTickets = pgTable('provider_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  enterpriseId: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id),
  /** The page on the provider's site the ticket opens (a path; '' = its home). */
  redirect: varchar('redirect', { length: 200 }).notNull().default(''),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id').references(() => users.id),
    // recharge | phone_buy | phone_renew | account_buy | network_card_buy
    type: varchar('type', { length: 20 }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    /** goods_name as a code + params (lib/texts.ts), written in the reader's language; null on older rows. */
    goodsText: jsonb('goods_text').$type<StoredText>(),
    quantity: integer('quantity').notNull().default(1),
    totalFen: fen('total_fen').notNull(),
    discountFen: fen('discount_fen').notNull().default(0),
    couponFen: fen('coupon_fen').notNull().default(0),
    paidFen: fen('paid_fen').notNull().default(0),
    payType: varchar('pay_type', { length: 10 }).notNull(), // balance | alipay | wechat
    // awaiting_payment | paid | buying | cancelled | expired | payment_failed
    status: varchar('status', { length: 20 }).notNull(),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    expiresAt: ts('expires_at').notNull(),
    /** What was bought, as priced by the server: region, spec, duration, phone ids to renew, … */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The coupon locked by this order (released again if the order is cancelled or expires). */
    couponId: integer('coupon_id'),
    /** phone_buy: when the provider finished allocating every phone of the order. */
    allocatedAt: ts('allocated_at'),
    /** phone_buy: paid 2 hours ago and still not allocated (spec §9) — the customer was told. */
    allocationLateAt: ts('allocation_late_at'),
    /** Paid but undeliverable (e.g. the phone to renew was purged meanwhile): what went back to the balance, and why. */
    refundedFen: fen('refunded_fen').notNull().default(0),
    refundReason: text('refund_reason'),
    refundText: jsonb('refund_text').$type<StoredText>(),
  },
  (t) => [
    index('orders_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('orders_status_idx').on(t.status, t.expiresAt),
  ],
);

// One row per gateway payment attempt; order_no unique makes callbacks idempotent.
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderNo: varchar('order_no', { length: 32 })
    .notNull()
    .unique()
    .references(() => orders.orderNo),
  gateway: varchar('gateway', { length: 30 }).notNull(),
  amountFen: fen('amount_fen').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('pending'), // pending | succeeded | failed
  createdAt: createdAt(),
  confirmedAt: ts('confirmed_at'),
  /** Payment simulator: SHA-256 of the one-time checkout token in the pay URL handed to the paying browser. */
  checkoutTokenHash: varchar('checkout_token_hash', { length: 64 }),
  checkoutTokenUsedAt: ts('checkout_token_used_at'),
  /** Gateway notification id (Alipay's notify_id): a replayed notification is recognised and ignored. */
  notifyId: varchar('notify_id', { length: 64 }),
});

// Append-only ledger: the balance only changes in the same transaction as one of these rows.
export const walletFlows = pgTable(
  'wallet_flows',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    changeFen: fen('change_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(), // recharge | purchase | renewal | refund
    orderNo: varchar('order_no', { length: 32 }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** remark as a code + params (lib/texts.ts); null on older rows and on remarks people typed. */
    remarkText: jsonb('remark_text').$type<StoredText>(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_flows_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

export const phoneGroups = pgTable('phone_groups', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  createdAt: createdAt(),
});

export const subAccounts = pgTable(
  'sub_accounts',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 50 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('running'),
    expirationTime: ts('expiration_time').notNull(),
    // ---- accounts area (issue 13): life cycle, environment, payment ----
    /** When the first period was paid; null = created by /account/add, awaiting payment. */
    paidAt: ts('paid_at').defaultNow(),
    groupId: integer('group_id').references(() => phoneGroups.id),
    site: varchar('site', { length: 30 }).notNull().default(''),
    brand: varchar('brand', { length: 30 }).notNull().default(''),
    model: varchar('model', { length: 50 }).notNull().default(''),
    country: varchar('country', { length: 8 }).notNull().default(''),
    /** §9 id 'width,height' ('0,0' follow the computer); '' = not configured. */
    resolution: varchar('resolution', { length: 12 }).notNull().default(''),
    memoryGb: integer('memory_gb').notNull().default(0),
    providerInstanceId: varchar('provider_instance_id', { length: 64 }),
    /** When the provider was asked to build the environment (initializing). */
    initStartedAt: ts('init_started_at'),
    /** Renewed one month from the balance one day before expiry (account/auto-renew.ts). */
    autoRenew: boolean('auto_renew').notNull().default(false),
    // ---- end accounts area ----
    // the elastic network card the sub-account itself is bound to (/account/unbindNetworkCard)
    networkCardId: integer('network_card_id').references(() => networkCards.id),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    // the employee the sub-account is handed to (authorization management); null = managers only
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    deletedAt: ts('deleted_at'),
    /** Expired for 7 days: released at the provider by the cancellation job (spec §4); never comes back. */
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sub_accounts_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)],
);

export const networkCards = pgTable(
  'network_cards',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    region: varchar('region', { length: 30 }).notNull(), // 中国大陆 | 中国香港
    expirationTime: ts('expiration_time').notNull(),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    // network area (issue 14): what was bought and how it renews
    /** dedicated (独享) | shared (共享) */
    cardType: varchar('card_type', { length: 10 }).notNull().default('dedicated'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** The purchase order that created this card (null for cards from before purchases). */
    orderNo: varchar('order_no', { length: 32 }),
    /** Expired for 7 days: released at the provider by the cancellation job (spec §4); never comes back. */
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('network_cards_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)],
);

export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    phoneName: varchar('phone_name', { length: 50 }).notNull(),
    isDomesticName: varchar('is_domestic_name', { length: 100 }).notNull().default(''),
    specName: varchar('spec_name', { length: 50 }).notNull().default(''),
    version: varchar('version', { length: 30 }).notNull().default(''),
    groupId: integer('group_id').references(() => phoneGroups.id),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    accountId: integer('account_id').references(() => subAccounts.id),
    networkCardId: integer('network_card_id').references(() => networkCards.id),
    status: varchar('status', { length: 10 }).notNull().default('normal'), // normal | abnormal
    expirationTime: ts('expiration_time').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    deletedAt: ts('deleted_at'), // set = in the recycle bin
    /** Deleted again while in the recycle bin: gone for good, cannot be restored (spec §4). */
    purgedAt: ts('purged_at'),
    /** Expired for 7 days: released at the provider by the cancellation job (spec §4); never comes back. */
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    /** cn = 中国大陆, hk = 中国香港 */
    region: varchar('region', { length: 4 }).notNull().default('cn'),
    /** Android platform as sold (e.g. 'android10'). */
    platform: varchar('platform', { length: 20 }).notNull().default(''),
    /** The provider's instance id (the simulator's, by default). */
    providerInstanceId: varchar('provider_instance_id', { length: 64 }),
    /** The purchase order that created this phone. */
    orderNo: varchar('order_no', { length: 32 }),
    /** running | stopped | restarting | resetting (as last reported by the provider). */
    powerState: varchar('power_state', { length: 12 }).notNull().default('running'),
    /** Pod properties applied with /phone/applyPodProperty (resolution, locale, …). */
    podProperty: jsonb('pod_property').$type<Record<string, unknown>>().notNull().default({}),
    lastSyncedAt: ts('last_synced_at'),
  },
  (t) => [
    index('phones_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime),
    index('phones_enterprise_assigned_idx').on(t.enterpriseId, t.assignedUserId),
    // Covers every list filter and the counters of live phones, so counting 100k phones is an
    // index-only scan instead of reading the table (GET /phone/cnt, the list totals). The id after
    // the expiry is the list's tie-breaker: a page in the default order reads its 20 entries in
    // index order instead of every phone sharing the first expiry, then sorting (issue 37).
    index('phones_live_idx')
      .on(t.enterpriseId, t.expirationTime, t.id, t.accountId, t.networkCardId, t.assignedUserId)
      .where(sql`${t.deletedAt} is null`),
    // the list's other two orders (sort=created_at / phone_name, id as the tie-breaker)
    index('phones_live_created_idx')
      .on(t.enterpriseId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('phones_live_name_idx')
      .on(t.enterpriseId, t.phoneName, t.id)
      .where(sql`${t.deletedAt} is null`),
    // A sub-account's or a network card's phones: their lists show the first bound phone and how
    // many there are for every row (one short index read each instead of walking the phones).
    index('phones_account_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('phones_network_card_idx')
      .on(t.networkCardId, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Which state of an enterprise's phones the counters were taken at: a deferred trigger (migration
 * 0016) bumps it once per transaction that inserted, deleted or changed a counted column of its
 * phones, at commit. The phone counters' cache (modules/phone/count-cache.ts) reads it to know a
 * kept count is still exact, on every API instance.
 */
export const phoneVersions = pgTable('phone_versions', {
  enterpriseId: integer('enterprise_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// One run of /phone/syncCloudMobile (the cloud synchronization record).
export const phoneSyncRecords = pgTable(
  'phone_sync_records',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id').references(() => users.id),
    phoneIds: jsonb('phone_ids').$type<number[]>().notNull().default([]),
    phoneCount: integer('phone_count').notNull().default(0),
    // success | partial | failed
    result: varchar('result', { length: 10 }).notNull(),
    detail: text('detail').notNull().default(''),
    /** detail as a code + params (lib/texts.ts); null on older rows. */
    detailText: jsonb('detail_text').$type<StoredText>(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_sync_records_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

// A unit of work sent to the provider for one phone: action, upload, execute, app install/uninstall.
export const phoneTasks = pgTable(
  'phone_tasks',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => phones.id),
    userId: integer('user_id').references(() => users.id),
    // action | upload | execute | install | uninstall
    kind: varchar('kind', { length: 12 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // pending | running | success | failed
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    result: text('result').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('phone_tasks_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('phone_tasks_phone_idx').on(t.phoneId),
  ],
);

// Files put into object storage through /common/uploadUrl (APKs, files to push to phones).
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id').references(() => users.id),
    objectKey: varchar('object_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    contentType: varchar('content_type', { length: 100 }).notNull().default('application/octet-stream'),
    // pending (URL handed out) | stored (bytes received)
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_enterprise_idx').on(t.enterpriseId)],
);

// App market catalogue. enterprise_id null = the platform's catalogue; set = uploaded by that enterprise.
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    name: varchar('name', { length: 100 }).notNull(),
    packageName: varchar('package_name', { length: 150 }).notNull(),
    version: varchar('version', { length: 30 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    fileId: integer('file_id').references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [index('apps_enterprise_idx').on(t.enterpriseId)],
);

// What is installed where (kept current by install/uninstall tasks).
export const phoneApps = pgTable(
  'phone_apps',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    phoneId: integer('phone_id')
      .notNull()
      .references(() => phones.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    // installing | installed | uninstalling | failed
    status: varchar('status', { length: 12 }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_apps_phone_app_uq').on(t.phoneId, t.appId)],
);

// Cloud numbers (virtual mobile numbers rented monthly).
export const cloudNumbers = pgTable(
  'cloud_numbers',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    number: varchar('number', { length: 20 }).notNull().unique(),
    region: varchar('region', { length: 4 }).notNull().default('cn'),
    /** The physical SIM number behind it; null = no physical number bound. */
    physicalNumber: varchar('physical_number', { length: 20 }),
    phoneId: integer('phone_id').references(() => phones.id),
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    monthlyFeeFen: fen('monthly_fee_fen').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    // in_use | unsubscribing | unsubscribed
    status: varchar('status', { length: 14 }).notNull().default('in_use'),
    expirationTime: ts('expiration_time').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('cloud_numbers_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)],
);

export const cloudNumberTransfers = pgTable(
  'cloud_number_transfers',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    cloudNumberId: integer('cloud_number_id')
      .notNull()
      .references(() => cloudNumbers.id),
    fromUserId: integer('from_user_id').references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    operatorUserId: integer('operator_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('cloud_number_transfers_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 100 }).notNull(),
    platform: varchar('platform', { length: 50 }).notNull(),
    site: varchar('site', { length: 50 }).notNull().default(''),
    account: varchar('account', { length: 100 }).notNull(),
    // store back-office address (login URL) and the person responsible for it
    address: varchar('address', { length: 300 }).notNull().default(''),
    principalName: varchar('principal_name', { length: 50 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    lastLoginUserId: integer('last_login_user_id').references(() => users.id),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    // network area (issue 14): the IP device the store goes out through (binding itself: stores issue 15)
    ipDeviceId: integer('ip_device_id').references(() => ipDevices.id),
    // ── stores area (issue 15) ──
    /** AES-256-GCM sealed (lib/secret-box.ts); null = no password. Never returned to a browser list. */
    passwordEnc: text('password_enc'),
    /** Sealed JSON array of normalized cookies; null = none imported. */
    cookiesEnc: text('cookies_enc'),
    cookieCount: integer('cookie_count').notNull().default(0),
    /** account (log in with account and password) | cookie (log in with the imported cookie) */
    cookieMode: varchar('cookie_mode', { length: 10 }).notNull().default('account'),
    syncCookie: boolean('sync_cookie').notNull().default(true),
    webgl: boolean('webgl').notNull().default(true),
    /** system (allocated by the platform) | custom (ua_os + user_agent) */
    uaType: varchar('ua_type', { length: 10 }).notNull().default('system'),
    uaOs: varchar('ua_os', { length: 10 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    /** ids of store_tags (renaming a tag renames it everywhere) */
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    /** Bumped by a cookie import: the browser bridge drops the store's cached profile when it changes. */
    cacheVersion: integer('cache_version').notNull().default(0),
  },
  (t) => [index('stores_enterprise_idx').on(t.enterpriseId), index('stores_ip_device_idx').on(t.ipDeviceId)],
);

// Tag management (spec §2): an enterprise's store tags with a colour.
export const storeTags = pgTable(
  'store_tags',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 20 }).notNull(),
    color: varchar('color', { length: 20 }).notNull().default('blue'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_tags_enterprise_name_uq').on(t.enterpriseId, t.name)],
);

// Store handovers (spec §6: managers hand stores over): who, from, to, when.
export const storeTransfers = pgTable(
  'store_transfers',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    storeId: integer('store_id').notNull(),
    storeName: varchar('store_name', { length: 100 }).notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    operatorUserId: integer('operator_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('store_transfers_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

// Extraction records (spec §3, §4): link + code, pending → extracted | cancelled.
export const storeExtractions = pgTable(
  'store_extractions',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    link: varchar('link', { length: 500 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('store_extractions_enterprise_idx').on(t.enterpriseId, t.storeId)],
);

// ── network area (issue 14): IP devices ─────────────────────────────────────────────────────────
// Proxies a phone, sub-account or store goes out through (spec §3 Device/IP). Three kinds:
// platform (bought here, allocated by the IP provider), own (the enterprise's proxies, entered by
// hand or imported) and local (local virtual devices). The password is stored encrypted
// (lib/secret-box.ts) and never returned.
export const ipDevices = pgTable(
  'ip_devices',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: varchar('kind', { length: 10 }).notNull(), // platform | own | local
    /** http | https | socks5 | ss | ssr; empty while a bought device awaits allocation. */
    protocol: varchar('protocol', { length: 10 }).notNull().default(''),
    address: varchar('address', { length: 253 }).notNull().default(''),
    port: integer('port'),
    username: varchar('username', { length: 100 }).notNull().default(''),
    /** AES-256-GCM sealed (lib/secret-box.ts); null = no password. */
    passwordEnc: text('password_enc'),
    mappedIp: varchar('mapped_ip', { length: 45 }).notNull().default(''),
    encryption: varchar('encryption', { length: 40 }).notNull().default(''),
    obfuscation: varchar('obfuscation', { length: 40 }).notNull().default(''),
    obfuscationParam: varchar('obfuscation_param', { length: 200 }).notNull().default(''),
    protocolParam: varchar('protocol_param', { length: 200 }).notNull().default(''),
    region: varchar('region', { length: 30 }).notNull(),
    /** The selling platform the IP is meant for (amazon, tiktok, …); free text for own devices. */
    platform: varchar('platform', { length: 30 }).notNull().default(''),
    /** static (静态住宅) | datacenter (数据中心) | dynamic (动态) */
    ipType: varchar('ip_type', { length: 12 }).notNull().default('static'),
    /** normal | abnormal (the last IP check or the provider says so) */
    status: varchar('status', { length: 10 }).notNull().default('normal'),
    /** Purchase progress of platform devices: awaiting_payment | allocating | active (own/local: active). */
    stage: varchar('stage', { length: 18 }).notNull().default('active'),
    isRemote: boolean('is_remote').notNull().default(true),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** null = no term (own and local devices unless one is set). */
    expirationTime: ts('expiration_time'),
    orderNo: varchar('order_no', { length: 32 }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    lastCheckAt: ts('last_check_at'),
    lastCheck: jsonb('last_check').$type<Record<string, unknown>>(),
    deletedAt: ts('deleted_at'), // set = in the recycle bin
    /** Deleted again from the bin: gone for good (spec §4). */
    purgedAt: ts('purged_at'),
    /** Expired for 7 days: released at the provider by the cancellation job (spec §4); never comes back. */
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ip_devices_enterprise_idx').on(t.enterpriseId, t.expirationTime),
    index('ip_devices_order_idx').on(t.orderNo),
  ],
);
// ── end network area ───────────────────────────────────────────────────────────────────────────

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  /** The name an English reader reads (issue 35); null: the name reads the same in both languages. */
  nameEn: varchar('name_en', { length: 80 }),
  amountFen: fen('amount_fen').notNull(),
  minSpendFen: fen('min_spend_fen').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** The order holding (or having used) this coupon. */
  usedOrderNo: varchar('used_order_no', { length: 32 }),
  createdAt: createdAt(),
  /** billing area: the order type it applies to (the billing registry's), or 'all'. */
  scope: varchar('scope', { length: 30 }).notNull().default('all'),
  /** Where it came from: 'platform', or 'invite_gift' (the welcome gift of an invited enterprise). */
  source: varchar('source', { length: 20 }).notNull().default('platform'),
});

// Platform-wide settings read by /config/info (not per enterprise).
export const configEntries = pgTable(
  'config_entries',
  {
    id: serial('id').primaryKey(),
    group: varchar('group', { length: 30 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('config_entries_group_key_uq').on(t.group, t.key)],
);

export const behaviourRecords = pgTable(
  'behaviour_records',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    apiEndpoint: text('api_endpoint').notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    requestIp: text('request_ip').notNull().default(''),
    requestHeaders: text('request_headers').notNull().default(''),
    requestBody: text('request_body').notNull().default(''),
    responseStatusCode: varchar('response_status_code', { length: 16 }).notNull().default(''),
    responseBody: text('response_body').notNull().default(''),
    executionTime: integer('execution_time').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('behaviour_records_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

// Fixed-window counters for rate limits and lockouts (login, SMS, registration…), in the
// database so several API instances share them.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

// Money moves once (issue 31, @console/contract/idempotency): the Idempotency-Key of every
// money-moving request with the fingerprint of what was asked and the answer given, written in
// the transaction that moved the money, kept 24 h. A second try with the key waits on the first
// one's row (primary key), then gets its answer.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // no foreign key: its KEY SHARE lock on the enterprise row would deadlock with the sales
    // that lock that row FOR UPDATE (the uncertified cap)
    enterpriseId: integer('enterprise_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    /** 'POST /phone/buyV1' */
    endpoint: varchar('endpoint', { length: 80 }).notNull(),
    /** SHA-256 (hex) of the request body in canonical JSON. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** The envelope answered (null only inside the first try's own transaction). */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ── money and time (issue 17): what the scheduled rules leave behind ──────────────────────────

// What the console tells an enterprise without being asked: an auto-renewal that failed, a cloud
// number unsubscribed, a phone cancelled, an allocation running late. Written by the jobs in the
// transaction of the change they report; the text is a code + params (lib/texts.ts).
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** cloud_number_charged | cloud_number_charge_failed | cloud_number_unsubscribed | phone_renew_failed | phone_cancelled | allocation_late | allocation_refunded */
    kind: varchar('kind', { length: 40 }).notNull(),
    text: jsonb('text').$type<StoredText>().notNull(),
    /** phone | cloud_number | order */
    resourceType: varchar('resource_type', { length: 20 }).notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('notices_resource_idx').on(t.resourceType, t.resourceId),
  ],
);

// Up to when each user has read the notices (the unread count is what came after).
export const noticeReads = pgTable('notice_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  readAt: ts('read_at').notNull(),
});

// One row per job run that touched something or failed (idle passes every few seconds are not
// kept), for operators: `pnpm --filter @console/server jobs:log`.
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: varchar('job', { length: 40 }).notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull(),
    touched: integer('touched').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The first failures' messages (item + reason). */
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
  },
  (t) => [index('job_runs_started_idx').on(t.startedAt)],
);

// An enterprise's webhook: every notice is also POSTed to `url`, signed with `secret`
// (HMAC-SHA256). The secret is generated by the server and shown to the boss once.
export const webhooks = pgTable('webhooks', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id),
  url: varchar('url', { length: 500 }).notNull(),
  secret: varchar('secret', { length: 80 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at').notNull(),
});

// One notice on its way to a webhook: retried with back-off until delivered or given up.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    url: varchar('url', { length: 500 }).notNull(),
    /** pending | delivered | failed (given up) */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_enterprise_idx').on(t.enterpriseId, t.createdAt),
  ],
);

// ---- billing area (issue 16): invite rewards ----
// A reward the inviting enterprise (level_type 4) earned on a paid order of an enterprise it
// invited, credited to its wallet (ledger kind 'reward') by the invite-reward job. One per order.
// Channel links of an invite-reward enterprise (channel management): each has its own invite
// code, so registrations, spending and rewards can be told apart per channel. Disabled codes no
// longer register anyone; what came through them stays counted.
export const inviteChannels = pgTable(
  'invite_channels',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: varchar('name', { length: 30 }).notNull(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    disabledAt: ts('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_channels_name_idx').on(t.enterpriseId, t.name)],
);

export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    invitedEnterpriseId: integer('invited_enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    orderNo: varchar('order_no', { length: 32 })
      .notNull()
      .unique()
      .references(() => orders.orderNo),
    spentFen: fen('spent_fen').notNull(),
    rewardFen: fen('reward_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invite_rewards_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);
