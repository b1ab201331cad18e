import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** What drizzle's `.prepare(name)` answers (a select, insert, update or delete with placeholders). */
interface PreparedLike {
  execute(placeholderValues?: Record<string, unknown>): Promise<unknown>;
}

/** The part of a drizzle database or transaction this module reads (not in drizzle's public types). */
interface WithSession {
  _: { session: { client: unknown } };
}

/**
 * A statement of a hot path (a real-money round runs each of them once or twice), built by drizzle
 * once per process and sent by name: PostgreSQL parses and plans a named statement once per
 * connection (node-postgres keeps which of its connections have it), and drizzle stops building
 * its SQL text on every call. Values go in through `sql.placeholder(name)`; a value compared
 * with a column (`eq(column, sql.placeholder('x'))`) is sent as it is given, so dates go in as ISO
 * strings and bigints as strings. PGlite runs the same statement without the name (it has one
 * connection and parses every statement).
 *
 * A prepared query of drizzle belongs to the session it was built on (the pool, or one
 * transaction's connection); the one built here is run on the executor's own connection by a
 * copy that differs only in its client, so it works inside any transaction. The statement is
 * built again for each kind of driver (node-postgres, PGlite: their prepared queries differ).
 */
export function prepared<P extends PreparedLike>(
  name: string,
  build: (executor: Executor) => { prepare(name: string): P },
): (executor: Executor, values?: Record<string, unknown>) => ReturnType<P['execute']> {
  const byDriver = new Map<unknown, P>();
  return (executor, values = {}) => {
    const session = (executor as unknown as WithSession)._.session;
    const driver = Object.getPrototypeOf(session) as unknown;
    let query = byDriver.get(driver);
    if (!query) {
      query = build(executor).prepare(name);
      byDriver.set(driver, query);
    }
    const bound = Object.create(query, { client: { value: session.client } }) as P;
    return bound.execute(values) as ReturnType<P['execute']>;
  };
}

/** What `rawStatement` reads of drizzle's internals: the dialect that renders SQL, the session that prepares it. */
interface WithDialect {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        isResponseInArrayMode: boolean,
      ): PreparedLike;
    };
  };
}

/**
 * A statement written in SQL (`sql\`…\`` with `sql.placeholder(name)` for its values) for
 * `prepared`: drizzle's `execute` has no `.prepare`. Its answer is the driver's ({ rows }), as
 * `execute`'s is.
 */
export function rawStatement<Row>(executor: Executor, query: SQL): { prepare(name: string): RawPrepared<Row> } {
  const { dialect, _ } = executor as unknown as WithDialect;
  return {
    prepare: (name) => _.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as RawPrepared<Row>,
  };
}

/** A prepared SQL statement of `rawStatement`. */
export interface RawPrepared<Row> extends PreparedLike {
  execute(placeholderValues?: Record<string, unknown>): Promise<{ rows: Row[] }>;
}
