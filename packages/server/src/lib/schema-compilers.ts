// When the route schemas are compiled. Fastify compiles every route's request validators (ajv) and
// response serializers (fast-json-stringify) while the app starts: about 0.8 s of a server suite's
// set-up on 2 cores, for the ~250 routes, of which a suite reaches a handful. `on-first-use` keeps
// Fastify's own compilers and options and compiles a route's schema the first time it runs; the
// compiled functions are the same. Servers (main.ts) compile at start, so a bad schema stops them.
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type {
  FastifyRouteSchemaDef,
  FastifySchemaControllerOptions,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify/types/schema';

export type SchemaCompilation = 'at-start' | 'on-first-use';

type Factories = Required<NonNullable<FastifySchemaControllerOptions['compilersFactory']>>;
// (ajv-compiler's own types name the schema where Fastify passes the route's definition)
type CompileValidator = FastifySchemaCompiler<unknown>;
type CompileSerializer = FastifySerializerCompiler<unknown>;
type Validator = ReturnType<CompileValidator>;

/** A validator that compiles on its first call; it carries the failed call's `errors` as ajv's do. */
function validatorOnFirstUse(compile: CompileValidator, route: FastifyRouteSchemaDef<unknown>): Validator {
  // a custom factory makes Fastify hand header schemas over as they are, without the lower-casing
  // of their keys it does for its own compiler: none exists; one would need that done here first
  if (route.httpPart === 'headers') throw new Error(`${route.url}: header schemas need 'at-start' compilation`);
  let validate: Validator | undefined;
  const onFirstUse = ((data: unknown) => {
    validate ??= compile(route);
    const result = validate(data);
    (onFirstUse as { errors?: unknown }).errors = (validate as { errors?: unknown }).errors;
    return result;
  }) as Validator;
  return onFirstUse;
}

/** Fastify's `schemaController` option for `mode` (none: Fastify's defaults, at start). */
export function schemaControllerFor(mode: SchemaCompilation): FastifySchemaControllerOptions | undefined {
  if (mode === 'at-start') return undefined;
  const validators = AjvCompiler() as unknown as (...a: Parameters<Factories['buildValidator']>) => CompileValidator;
  const serializers = SerializerSelector() as (...a: Parameters<Factories['buildSerializer']>) => CompileSerializer;
  const buildValidator = (...args: Parameters<Factories['buildValidator']>): CompileValidator => {
    const compile = validators(...args);
    return (route) => validatorOnFirstUse(compile, route);
  };
  const buildSerializer = (...args: Parameters<Factories['buildSerializer']>): CompileSerializer => {
    const compile = serializers(...args);
    return (route) => {
      let serialize: ReturnType<CompileSerializer> | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as Factories['buildValidator'],
      buildSerializer: buildSerializer as unknown as Factories['buildSerializer'],
    },
  };
}
