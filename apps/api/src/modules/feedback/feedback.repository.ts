import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedback } from '../../db/schema.js';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) throw new Error('insertFeedback returned nothing');
  return inserted.id;
}

export function listFeedback(db: Db) {
  return db.select().from(feedback).orderBy(asc(feedback.createdAt));
}
