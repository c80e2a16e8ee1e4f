// Drizzle schema. Money is always integer fen (bigint columns read as JS numbers:
// safe up to 2^53 fen, far beyond any wallet). Timestamps are timestamptz.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

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
  walletBalanceFen: fen('wallet_balance_fen').notNull().default(0),
  isChannel: boolean('is_channel').notNull().default(false),
  createdAt: createdAt(),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  managerUserId: integer('manager_user_id'),
  createdAt: createdAt(),
}, (t) => [index('departments_enterprise_idx').on(t.enterpriseId)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  username: varchar('username', { length: 24 }).notNull().unique(),
  phone: varchar('phone', { length: 11 }).notNull().unique(),
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
  createdAt: createdAt(),
}, (t) => [index('users_enterprise_idx').on(t.enterpriseId)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: varchar('phone', { length: 11 }).notNull(),
  code: varchar('code', { length: 6 }).notNull(),
  scene: varchar('scene', { length: 16 }).notNull(),
  sentAt: ts('sent_at').notNull(),
  usedAt: ts('used_at'),
  // wrong guesses against this code; it stops working after 5
  failedAttempts: integer('failed_attempts').notNull().default(0),
}, (t) => [index('sms_codes_phone_idx').on(t.phone, t.sentAt)]);

export const authCodes = pgTable('auth_codes', {
  id: serial('id').primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  userId: integer('user_id').references(() => users.id),
  // recharge | phone_buy | phone_renew | account_buy | network_card_buy
  type: varchar('type', { length: 20 }).notNull(),
  goodsName: varchar('goods_name', { length: 100 }).notNull(),
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
}, (t) => [index('orders_enterprise_idx').on(t.enterpriseId, t.createdAt)]);

// One row per gateway payment attempt; order_no unique makes callbacks idempotent.
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderNo: varchar('order_no', { length: 32 }).notNull().unique().references(() => orders.orderNo),
  gateway: varchar('gateway', { length: 30 }).notNull(),
  amountFen: fen('amount_fen').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('pending'), // pending | succeeded | failed
  createdAt: createdAt(),
  confirmedAt: ts('confirmed_at'),
});

// Append-only ledger: the balance only changes in the same transaction as one of these rows.
export const walletFlows = pgTable('wallet_flows', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  changeFen: fen('change_fen').notNull(),
  balanceAfterFen: fen('balance_after_fen').notNull(),
  kind: varchar('kind', { length: 12 }).notNull(), // recharge | purchase | renewal | refund
  orderNo: varchar('order_no', { length: 32 }),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('wallet_flows_enterprise_idx').on(t.enterpriseId, t.createdAt)]);

export const phoneGroups = pgTable('phone_groups', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  createdAt: createdAt(),
});

export const subAccounts = pgTable('sub_accounts', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('normal'),
  expirationTime: ts('expiration_time').notNull(),
  // the elastic network card the sub-account itself is bound to (/account/unbindNetworkCard)
  networkCardId: integer('network_card_id').references(() => networkCards.id),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  deletedAt: ts('deleted_at'),
  createdAt: createdAt(),
}, (t) => [index('sub_accounts_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)]);

export const networkCards = pgTable('network_cards', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  ip: varchar('ip', { length: 45 }),
  region: varchar('region', { length: 30 }).notNull(), // 中国大陆 | 中国香港
  expirationTime: ts('expiration_time').notNull(),
  deletedAt: ts('deleted_at'),
  createdAt: createdAt(),
}, (t) => [index('network_cards_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)]);

export const phones = pgTable('phones', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
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
  createdAt: createdAt(),
}, (t) => [index('phones_enterprise_exp_idx').on(t.enterpriseId, t.expirationTime)]);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
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
}, (t) => [index('stores_enterprise_idx').on(t.enterpriseId)]);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  name: varchar('name', { length: 50 }).notNull(),
  amountFen: fen('amount_fen').notNull(),
  minSpendFen: fen('min_spend_fen').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

// Platform-wide settings read by /config/info (not per enterprise).
export const configEntries = pgTable('config_entries', {
  id: serial('id').primaryKey(),
  group: varchar('group', { length: 30 }).notNull(),
  key: varchar('key', { length: 60 }).notNull(),
  value: text('value').notNull(),
}, (t) => [uniqueIndex('config_entries_group_key_uq').on(t.group, t.key)]);

export const behaviourRecords = pgTable('behaviour_records', {
  id: serial('id').primaryKey(),
  enterpriseId: integer('enterprise_id').notNull().references(() => enterprises.id),
  userId: integer('user_id').notNull().references(() => users.id),
  apiEndpoint: text('api_endpoint').notNull().default(''),
  requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
  requestIp: text('request_ip').notNull().default(''),
  requestHeaders: text('request_headers').notNull().default(''),
  requestBody: text('request_body').notNull().default(''),
  responseStatusCode: varchar('response_status_code', { length: 16 }).notNull().default(''),
  responseBody: text('response_body').notNull().default(''),
  executionTime: integer('execution_time').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('behaviour_records_enterprise_idx').on(t.enterpriseId, t.createdAt)]);
