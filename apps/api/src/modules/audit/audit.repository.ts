import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function findAudit(db: Db, filter: { adviserId?: string; event?: string }): Promise<AuditRow[]> {
  const conditions = [
    filter.adviserId ? eq(auditLog.adviserId, filter.adviserId) : undefined,
    filter.event ? eq(auditLog.event, filter.event) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id));
}
