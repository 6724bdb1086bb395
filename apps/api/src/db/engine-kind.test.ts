import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { isEmbeddedDatabase } from './engine-kind.js';

describe('isEmbeddedDatabase', () => {
  it('is true for the embedded PGlite database', async () => {
    const database = await openDatabase('memory://');
    try {
      expect(database.kind).toBe('pglite');
      expect(isEmbeddedDatabase(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is false for a Postgres server (the pool connects on first query, so none is needed here)', async () => {
    const database = await openDatabase('postgres://portal@127.0.0.1:1/never_connected');
    try {
      expect(database.kind).toBe('postgres');
      expect(isEmbeddedDatabase(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
