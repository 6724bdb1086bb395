import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { databaseRefusal, describeFailure } from './errors.js';

// Issue 18: `Start failed: Failed query: CREATE TABLE ...` hid the database's reason. The reason now
// comes first with its SQLSTATE; the statement follows, without its parameters.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('describeFailure', () => {
  it('puts the database’s message and SQLSTATE first, then the statement without its parameters', async () => {
    const error = await failureOf(() =>
      database.db.execute(sql`select * from no_such_table where token = ${'reset-token-value'}`),
    );
    const text = describeFailure(error);
    expect(text.split('\n')).toEqual([
      'relation "no_such_table" does not exist (SQLSTATE 42P01)',
      '  while: Failed query: select * from no_such_table where token = $1',
    ]);
    expect(text).not.toContain('reset-token-value');
  });

  it('names every address of a connection that was refused', () => {
    const refused = Object.assign(
      new AggregateError(
        [new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    expect(describeFailure(refused)).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)',
    );
  });
});

describe('databaseRefusal (issue 33)', () => {
  it("gives the database's words for a refused value or row, and nothing for other failures", async () => {
    const badDay = await failureOf(() => database.db.execute(sql`select ${'2027-02-30'}::date`));
    expect(databaseRefusal(badDay)).toMatch(/2027-02-30/);
    expect(databaseRefusal(badDay)).not.toMatch(/Failed query/);
    const missing = await failureOf(() => database.db.execute(sql`select * from no_such_table`));
    expect(databaseRefusal(missing)).toBeUndefined();
    expect(databaseRefusal(new Error('connect ECONNREFUSED'))).toBeUndefined();
  });
});
