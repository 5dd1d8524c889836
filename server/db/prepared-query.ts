import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

type Parameter = string | number | boolean | Date | null;

const sameParameter = (a: unknown, b: Parameter): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * A query of every request (a member's session, applications, vote) built and compiled by Kysely
 * once per database, then run with each request's parameters: building and compiling the query
 * tree cost about as much as a getUser's own work besides the database. `build` must use its
 * parameters, in their order, as the query's only parameters; the first run checks that it does.
 */
export function preparedQuery<Args extends Parameter[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (db, ...args) => {
    const known = compiled.get(db);
    if (known !== undefined) {
      const run: CompiledQuery<Row> = { ...known, queryId: createQueryId(), parameters: args };
      return (await db.executeQuery(run)).rows;
    }
    const query = build(db, ...args).compile();
    const { parameters } = query;
    if (
      parameters.length !== args.length ||
      !args.every((arg, i) => sameParameter(parameters[i], arg))
    ) {
      throw new Error(
        `A prepared query's parameters are not its arguments, in order: ${query.sql}`,
      );
    }
    compiled.set(db, query);
    return (await db.executeQuery(query)).rows;
  };
}
