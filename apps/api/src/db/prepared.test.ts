import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { preparedOn } from './prepared.js';

describe('preparedOn', () => {
  it('builds a query once per database and apart for each', () => {
    const built: object[] = [];
    const query = preparedOn((db) => {
      built.push(db);
      return { on: db };
    });
    const first = {} as Db;
    const second = {} as Db;
    expect(query(first)).toBe(query(first));
    expect(query(second).on).toBe(second);
    expect(built).toEqual([first, second]);
  });
});
