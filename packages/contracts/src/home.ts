import { z } from 'zod';

// spec 002 §2: the home page's three tabs, served from the database so content changes without a release.
export const HOME_TABS = ['announcement', 'roadmap', 'overview'] as const;
export const HOME_TAB_TITLES: Record<(typeof HOME_TABS)[number], string> = {
  announcement: 'Announcement',
  roadmap: 'Road Map',
  overview: 'Insurance Comparison (Overview)',
};

export const homeEntrySchema = z.object({
  id: z.string(),
  tab: z.enum(HOME_TABS),
  title: z.string(),
  /** Month label such as 'Jun 2025' for announcements; a status such as 'Partially complete' for road map items. */
  label: z.string().nullable(),
  /** Plain-text paragraphs; the client renders them as text, never as HTML. */
  body: z.array(z.string()),
  position: z.number().int(),
});
export type HomeEntry = z.infer<typeof homeEntrySchema>;

export const homeReplySchema = z.object({ entries: z.array(homeEntrySchema) });
export type HomeReply = z.infer<typeof homeReplySchema>;
