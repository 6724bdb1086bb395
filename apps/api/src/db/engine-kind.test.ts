import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { openDatabase } from './client.js';
import { isEmbeddedDatabase } from './engine-kind.js';

describe('isEmbeddedDatabase', () => {
  it('tells the embedded PGlite (the default pass) from a Postgres server (TEST_DATABASE_URL)', async () => {
    const database = await openTestDatabase();
    try {
      expect(isEmbeddedDatabase(database.db)).toBe(!process.env.TEST_DATABASE_URL);
    } finally {
      await database.close();
    }
  });

  it('is false for a Postgres handle (the pool connects on first query, so no server is needed)', async () => {
    const database = await openDatabase('postgres://portal@127.0.0.1:1/never_connected');
    try {
      expect(database.kind).toBe('postgres');
      expect(isEmbeddedDatabase(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
