import { DEFAULT_LINK_NOTICES, type LinkNotices } from '@portal/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adviserProfiles, advisers, publishedComparisons as links } from '../../db/schema.js';

/**
 * A link with what its notices say: the client, the adviser's name and address, and the adviser's
 * choices (the defaults while no profile row exists). One query.
 */
export async function findLinkForNotice(db: Db, id: string) {
  const [row] = await db
    .select({
      clientName: links.clientName,
      comparisonType: links.comparisonType,
      createdAt: links.createdAt,
      expiresAt: links.expiresAt,
      name: advisers.name,
      email: advisers.email,
      firstOpen: adviserProfiles.noticeFirstOpen,
      unopened: adviserProfiles.noticeUnopened,
    })
    .from(links)
    .innerJoin(advisers, eq(advisers.id, links.adviserId))
    .leftJoin(adviserProfiles, eq(adviserProfiles.adviserId, links.adviserId))
    .where(eq(links.id, id));
  if (!row) return null;
  const { firstOpen, unopened, ...link } = row;
  const notices: LinkNotices = {
    firstOpen: firstOpen ?? DEFAULT_LINK_NOTICES.firstOpen,
    unopenedBeforeExpiry: unopened ?? DEFAULT_LINK_NOTICES.unopenedBeforeExpiry,
  };
  return { ...link, notices };
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
