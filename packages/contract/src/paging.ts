// The list endpoints' shared pieces: page/limit query fields, `{ total, list }` answers and
// integer filterStatus unions.
import { Type, type Static, type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';
import { envelope } from './envelope';

/** Highest page a list accepts: (page - 1) × limit stays a sane OFFSET. */
export const MAX_PAGE = 100_000;

export const PagingQuery = {
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 99999, default: 10 }),
};
export const Paging = Type.Object(PagingQuery);
export type Paging = Static<typeof Paging>;

/** `{ total, list: Item[] }` (the data of every paged list). */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ total: Type.Integer(), list: Type.Array(item) });
/** A page of `T` rows as the clients read it. */
export interface Page<T> {
  total: number;
  list: T[];
}

/** `{ total, list: Item[] }` inside the envelope. */
export const listEnvelope = (item: TSchema) => envelope(PageOf(item));

/** Integer literals as a filterStatus union (the validation message lists the allowed values). */
export const FilterStatus = <const N extends readonly number[]>(values: N, description: string) =>
  Literals(values, { default: 0, description });

/** A nullable integer (an optional foreign key). */
export const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
/** A positive row id. */
export const Id = Type.Integer({ minimum: 1 });

/**
 * A union of literal schemas (Ajv reports each `const`, so a validation message can list the
 * allowed values), typed as the union of the values: `Literals(['cn', 'hk'])` is 'cn' | 'hk'.
 */
export function Literals<const T extends readonly (string | number)[]>(values: T, options?: TSchemaOptions) {
  type Members = { -readonly [K in keyof T]: TLiteral<T[K]> };
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<Members extends TSchema[] ? Members : never>;
}
