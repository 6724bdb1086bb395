import { and, asc, count, eq, gt } from 'drizzle-orm';
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

export async function countFeedbackSince(db: Db, adviserId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.adviserId, adviserId), gt(feedback.createdAt, since)));
  return row?.n ?? 0;
}
