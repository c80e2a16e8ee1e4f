// Input hardening applied to every route, so a new endpoint is covered without anyone remembering:
//
// 1. Schema hardening (onRoute): every integer in a route's body/querystring/params schema gets
//    bounds that PostgreSQL can hold (int4; fields named `*_fen` or in BIGINT_FIELDS get the JS-safe
//    int8 range), every number finite bounds, `page` at most MAX_PAGE (offsets cannot overflow),
//    every array at most MAX_ITEMS items (a query's bind parameters stay far below PostgreSQL's
//    65,535). Bounds a route already declares are kept.
// 2. Value guard (preHandler, i.e. after the auth guard and the schema, before any handler): a NUL
//    character or a lone UTF-16 surrogate anywhere in body, query or params (values and keys) is
//    refused with 40001 naming the field — PostgreSQL text/jsonb cannot store either — and so is a
//    non-finite number ("Infinity" coerced by Ajv, which then skips minimum/maximum).
// 3. A URL longer than MAX_URL_LENGTH is refused with HTTP 414 (envelope) before routing.
//
// Installed by installErrorHandling (src/lib/error-handling.ts) on the root instance, before any
// route plugin. The hardened schemas are what /docs/json publishes (the fuzz suite's input).
import type { Localized } from '@console/contract/localized';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError, Code } from './envelope';
import { langOf } from './lang';
import { MAX_PAGE } from './paging';
import { fieldLabel } from './validation-message';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export const MAX_ITEMS = 10_000;
export const MAX_URL_LENGTH = 8192;
const URL_TOO_LONG: Localized = {
  zh: `请求地址过长（不能超过 ${MAX_URL_LENGTH} 个字符）`,
  en: `The request URL is too long (at most ${MAX_URL_LENGTH} characters)`,
};
/** Integer request fields stored in bigint columns besides `*_fen` money. */
const BIGINT_FIELDS = new Set(['size']);

type Schema = Record<string | symbol, unknown>;
const isObj = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (s: Schema, k: string) => s[k] !== undefined;

function copy(s: Schema): Schema {
  // keeps TypeBox's non-enumerable/symbol markers (e.g. '~kind') alongside the JSON keywords
  const out: Schema = {};
  for (const k of Reflect.ownKeys(s)) Object.defineProperty(out, k, Object.getOwnPropertyDescriptor(s, k)!);
  return out;
}

function types(s: Schema): string[] {
  return Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
}

/** A hardened copy of one request schema (the route's own object is never mutated: schemas are shared). */
export function hardenSchema(schema: unknown, name = ''): unknown {
  if (Array.isArray(schema)) return schema.map((x) => hardenSchema(x, name));
  if (!isObj(schema)) return schema;
  const s = copy(schema);
  if (isObj(s.properties)) {
    s.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, hardenSchema(v, k)]));
  }
  if (isObj(s.patternProperties)) {
    s.patternProperties = Object.fromEntries(
      Object.entries(s.patternProperties).map(([k, v]) => [k, hardenSchema(v, name)]),
    );
  }
  for (const k of [
    'items',
    'prefixItems',
    'additionalProperties',
    'anyOf',
    'oneOf',
    'allOf',
    'not',
    'if',
    'then',
    'else',
  ]) {
    if (typeof s[k] === 'object' && s[k] !== null) s[k] = hardenSchema(s[k], name);
  }
  if (has(s, 'const') || has(s, 'enum')) return s;
  const t = types(s);
  const wide = name.endsWith('_fen') || BIGINT_FIELDS.has(name);
  if (t.includes('integer')) {
    if (!has(s, 'minimum') && !has(s, 'exclusiveMinimum')) s.minimum = wide ? -Number.MAX_SAFE_INTEGER : INT4_MIN;
    if (!has(s, 'maximum') && !has(s, 'exclusiveMaximum')) s.maximum = wide ? Number.MAX_SAFE_INTEGER : INT4_MAX;
    if (name === 'page') s.maximum = Math.min(Number(s.maximum), MAX_PAGE);
  } else if (t.includes('number')) {
    if (!has(s, 'minimum') && !has(s, 'exclusiveMinimum')) s.minimum = -Number.MAX_SAFE_INTEGER;
    if (!has(s, 'maximum') && !has(s, 'exclusiveMaximum')) s.maximum = Number.MAX_SAFE_INTEGER;
  }
  if (t.includes('array') && !has(s, 'maxItems')) s.maxItems = MAX_ITEMS;
  return s;
}

const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;

/** Text PostgreSQL cannot store: a NUL character or an unpaired UTF-16 surrogate. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function badText(s: string): boolean {
  return s.includes('\0') || LONE_SURROGATE.test(s);
}

/** A parsed JSON/form/query value: plain objects and arrays only (never a stream or a class instance). */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v) as object | null;
  // the query parser's objects inherit from a null-prototype object
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

export type BadInput = { path: string[]; why: 'text' | 'number' };

/**
 * First value PostgreSQL could not take: a string with NUL / a lone surrogate (in a value or a key),
 * or a non-finite number (Ajv's type coercion turns "Infinity" into Infinity and then skips its
 * minimum/maximum checks). Iterative, so nesting depth is unbounded; only plain data is walked.
 */
export function findBadInput(value: unknown): BadInput | null {
  const stack: Array<{ v: unknown; path: string[] }> = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) return { path, why: 'text' };
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { path, why: 'number' };
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object' && isPlain(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (badText(k)) return { path: [...path, k], why: 'text' };
        stack.push({ v: x, path: [...path, k] });
      }
    }
  }
  return null;
}

/** Installs the three guards on the root instance (before any route plugin is registered). */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of REQUEST_PARTS) {
      if (schema[part] !== undefined) schema[part] = hardenSchema(schema[part]);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length > MAX_URL_LENGTH) {
      return reply.status(414).send({ code: Code.VALIDATION, message: URL_TOO_LONG[langOf(req)], data: null });
    }
  });

  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['querystring', req.query],
      ['params', req.params],
    ] as const) {
      const bad = findBadInput(value);
      if (!bad) continue;
      const label = fieldLabel(bad.path[0] ?? '', part === 'body' ? 'body' : 'querystring');
      throw new AppError(
        Code.VALIDATION,
        bad.why === 'number'
          ? { zh: `${label.zh}必须是有限的数字`, en: `${label.en} must be a finite number` }
          : {
              zh: `${label.zh}包含不允许的字符（空字符 \\u0000 或不完整的 Unicode 代理字符）`,
              en: `${label.en} contains a character that is not allowed (NUL \\u0000 or a lone Unicode surrogate)`,
            },
      );
    }
  });
}
