import { DEFAULT_LINK_NOTICES, type LinkNotices } from '@portal/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adviserProfiles, advisers, publishedComparisons as links } from '../../db/schema.js';

/** The adviser's choices; the defaults while no profile row exists. */
export async function findLinkNotices(db: Db, adviserId: string): Promise<LinkNotices> {
  const [row] = await db
    .select({ firstOpen: adviserProfiles.noticeFirstOpen, unopened: adviserProfiles.noticeUnopened })
    .from(adviserProfiles)
    .where(eq(adviserProfiles.adviserId, adviserId));
  return row ? { firstOpen: row.firstOpen, unopenedBeforeExpiry: row.unopened } : DEFAULT_LINK_NOTICES;
}

export async function findLinkAndAdviser(db: Db, id: string) {
  const [row] = await db
    .select({
      adviserId: links.adviserId,
      clientName: links.clientName,
      comparisonType: links.comparisonType,
      rnf: links.rnf,
      createdAt: links.createdAt,
      expiresAt: links.expiresAt,
      name: advisers.name,
      email: advisers.email,
    })
    .from(links)
    .innerJoin(advisers, eq(advisers.id, links.adviserId))
    .where(eq(links.id, id));
  return row ?? null;
}

/** Claims the unopened live links expiring by `until`: each once, across instances. */
export function claimUnopenedNotices(db: Db, now: Date, until: Date) {
  return db
    .update(links)
    .set({ unopenedNoticeAt: now })
    .where(
      and(
        isNull(links.firstOpenedAt),
        isNull(links.unopenedNoticeAt),
        isNull(links.disabledAt),
        gt(links.expiresAt, now),
        lte(links.expiresAt, until),
        // A link that never had two days to run (published for one day) is not told of.
        sql`${links.createdAt} <= ${links.expiresAt} - (${until}::timestamptz - ${now}::timestamptz)`,
      ),
    )
    .returning({ id: links.id });
}
