import type { Db } from './client.js';

// Issue 33 (market bench on Postgres): the reads made on every signed-in search (the open session, the
// dataset version in force, the adviser's insurer filter) are kept only on PGlite (cache.ts); on Postgres
// each is a query per request. Building drizzle's SQL for each, and Postgres parsing it, cost more of the
// one busy core than the search itself. A prepared query is built once per database and sent as a
// named statement, parsed once per connection (ADR 0040).

/** `build(db)`'s prepared query, made once per database. */
export function preparedOn<P>(build: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
