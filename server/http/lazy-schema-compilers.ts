import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

// Fastify's own compiler packages, resolved from Fastify's place in node_modules.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A compiler factory of Fastify's, required when a route first has a schema to compile. */
function requiredOnFirstUse<Factory extends (...args: never[]) => unknown>(
  packageName: string,
): Factory {
  let factory: ((...args: unknown[]) => unknown) | undefined;
  const deferred = (...args: unknown[]) => {
    factory ??= (fastifyRequire(packageName) as () => (...args: unknown[]) => unknown)();
    return factory(...args);
  };
  return deferred as unknown as Factory;
}

/**
 * Fastify's default validator and serializer compilers, unchanged, but loaded on first use: at
 * construction Fastify requires both (two more AJV builds), which took a good part of the
 * server's start, and no route of ours has a Fastify schema (the api validates in its handler).
 */
export const lazySchemaCompilers: Compilers = {
  buildValidator:
    requiredOnFirstUse<NonNullable<Compilers['buildValidator']>>('@fastify/ajv-compiler'),
  buildSerializer: requiredOnFirstUse<NonNullable<Compilers['buildSerializer']>>(
    '@fastify/fast-json-stringify-compiler',
  ),
};
