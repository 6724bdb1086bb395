import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.js';
import { isSingleLine, singleLine } from './validation.js';
import { datasetInfoSchema, productInfoSchema } from './comparison.js';
import { BUILT_COMPARISON_TYPES } from './comparison-registry.js';
import { COLOR_SCHEMES, COMPONENT_THEMES } from './theme-options.js';
import { defaultViewOf, isCompareAtShown, type ToolViews } from './tool-view.js';
import type { ToolView } from './tools/define-tool.js';

// spec 000 §2.7, §3 'Online upload payload', §4.4, §5.5, §8, §9 and spec 002 §2-§9: published links.

export const LINK_MESSAGES = {
  clientNameRequired: "Client's name on comparison is required",
  clientDescriptionRequired: 'Client description on advisor portal is required',
  recommendationRequired: 'Advisor recommendation is required',
  invalidCharactersPrefix: 'Invalid characters: ',
  uploadFailed: 'Error in connection. Please try again later.',
  copied: 'Copied!',
  extendRequired: 'Select extension period',
  extendMax: 'Max extension period is 14 days',
  editFailed: 'Error updating comparison details, please click [Cancel] and try again',
  listFailed: 'Error fetching data',
  confirmDisable: 'Please confirm to disable. Once disabled, Cannot Undo.',
  /** Ours (issue 31): spec 002 §8 does not show the disable call's failure. */
  disableFailed: 'The comparison could not be disabled. Please try again.',
  /** Ours (issue 31): said once the link is disabled. */
  disabled: 'Comparison disabled. Its link no longer opens.',
  /** Ours (issue 36): the manager's mark on a link whose figures a newer premium dataset changes. */
  figuresChanged: 'Figures changed since publishing',
  republish: 'Republish with current figures',
  /** Ours (issue 36): said once the link shows current figures. */
  republished: 'Republished: the link now shows current figures.',
  republishFailed: 'The comparison could not be republished. Please try again.',
  /** Ours (issue 36): the client's page of a link whose figures changed, beside the data date. */
  clientStaleNotice:
    'Premiums have been updated since this comparison was published, so current premiums may differ. Please ask your adviser for the latest figures.',
  /** Ours: the client's page for an expired, disabled or unknown link (issue 6). */
  unavailable: 'This comparison is no longer available',
  /** Ours: editing or disabling a link that is already disabled (spec 002 §4 forbids it). */
  alreadyDisabled: 'This comparison is disabled and cannot be changed',
  /** Ours (issue 9): Upload Online's reason when no row is shown, and the API's refusal of an empty publish. */
  nothingToPublish: 'No plans are shown, so there is nothing to publish',
  /** Ours (issue 10): an upload naming a view mode or compare-at its tool does not declare. */
  noViewModes: (tool: string) => `${tool} has one view only, so it takes no view mode`,
  unknownViewMode: (tool: string, mode: string, modes: readonly string[]) =>
    `${tool} has no view mode '${mode}'; choose ${orList(modes)}`,
  noCompareAt: (tool: string) => `${tool} has no compare-at selector`,
  compareAtHidden: (tool: string, kind: string, mode: string) =>
    `${tool} shows no compare-at ${kind} in the ${mode} view`,
  unknownCompareAt: (tool: string, kind: string, options: readonly number[], value: number) =>
    `${tool} compares at ${kind} ${orList(options.map(String))}, not ${value}`,
} as const;

/** ['a', 'b', 'c'] -> 'a, b or c'. */
function orList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

/** spec 000 §9: validity options in days, 8 by default; spec 002 §9: extension options, max 14. */
export const VALIDITY_DAYS = [1, 3, 8, 14] as const;
export const DEFAULT_VALIDITY_DAYS = 8;
export const EXTEND_DAYS = [0, 14, 7, 3, 1] as const;
export const MAX_EXTEND_DAYS = 14;
/** spec 002 §9 link table: 25 rows by default. */
export const LINK_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
/** Issue 6: lastViewed keeps the latest 100 view times. */
export const MAX_LAST_VIEWED = 100;
/** spec 000 §9: the Copy Link label resets after 3 s. */
export const COPY_LABEL_MS = 3000;

// spec 000 §5.5: letters, digits, space and . , ' $ ! & ( ) % newline hyphen. Everything else,
// including < > " / ; and tabs, is refused by name: adviser text is shown to clients.
const ALLOWED_CHAR = /^[\p{L}\p{N} .,'$!&()%\n-]$/u;

/** The distinct characters of `text` outside the allowed set, in order of first appearance. */
export function findInvalidCharacters(text: string): string[] {
  const found: string[] = [];
  for (const ch of text.replace(/\r\n/g, '\n'))
    if (!ALLOWED_CHAR.test(ch) && !found.includes(ch)) found.push(ch);
  return found;
}

export const invalidCharactersMessage = (chars: string[]) =>
  `${LINK_MESSAGES.invalidCharactersPrefix}${chars.join(' ')}`;

/**
 * A required free-text field under the spec 000 §5.5 character rule; CRLF from a textarea counts as a
 * newline. Issue 32: a one-line field (the client's name) refuses the newline the rule otherwise allows.
 */
export const linkTextField = (requiredMessage: string, max = 2000, { isMultiLine = true } = {}) =>
  z
    .string({ error: requiredMessage })
    .overwrite((v) => v.replace(/\r\n/g, '\n').trim())
    .min(1, requiredMessage)
    .max(max)
    .superRefine((text, ctx) => {
      const bad = findInvalidCharacters(text);
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: invalidCharactersMessage(bad) });
      else if (!isMultiLine && !isSingleLine(text))
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.singleLine });
    });

export const linkTextFields = {
  clientName: linkTextField(LINK_MESSAGES.clientNameRequired, 120, { isMultiLine: false }),
  clientDescription: linkTextField(LINK_MESSAGES.clientDescriptionRequired),
  advisorRecommendation: linkTextField(LINK_MESSAGES.recommendationRequired),
};

export const LINK_PATHS = {
  upload: '/api/dashboard/comparisonUpload/:type',
  // spec 002 §7, word for word
  list: '/api/dashboard/comparisonUpload/getAllComparisonByAdvisor',
  edit: '/api/dashboard/comparisonUpload/editComparison',
  disable: '/api/dashboard/comparisonUpload/disableComparison',
  /** Ours: what the client's page shows (issue 6). */
  publicView: '/api/public/comparison/:rnf/:id',
  /** Ours (issue 36): a new snapshot with current figures under the same link; body { id }. */
  republish: '/api/dashboard/comparisonUpload/republishComparison',
} as const;

export const uploadPathFor = (type: string) => LINK_PATHS.upload.replace(':type', type);

/**
 * spec 000 §3: the upload payload plus the query fields of the comparison, which sit beside these
 * fields (the object is loose; the server re-validates them with the tool's own body schema).
 */
export const uploadBodySchema = z.looseObject({
  rnf: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine(...singleLine),
  type: z.enum(BUILT_COMPARISON_TYPES),
  allowedInsurersArr: z
    .array(
      z
        .string()
        .max(120)
        .refine(...singleLine),
    )
    .max(50)
    .default([]),
  clientName: linkTextFields.clientName,
  clientGender: z.enum(['M', 'F']),
  clientSmoker: z.boolean(),
  clientDOB: z
    .string()
    .max(10)
    .refine(...singleLine)
    .nullable()
    .optional(),
  clientALB: z.number().int().min(0).max(101),
  colorScheme: z.enum(COLOR_SCHEMES),
  componentTheme: z.enum(COMPONENT_THEMES),
  advisorRecommendation: linkTextFields.advisorRecommendation,
  clientDescription: linkTextFields.clientDescription,
  validityPeriod: z.union(VALIDITY_DAYS.map((d) => z.literal(d))),
  ignoreList: z
    .array(
      z
        .string()
        .max(300)
        .refine(...singleLine),
    )
    .max(500)
    .default([]),
  /** Ours (issue 10): the view mode and compare-at the adviser's table showed; absent: the tool's default. */
  viewMode: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine(...singleLine)
    .optional(),
  compareAt: z.number().int().optional(),
});
export type UploadBody = z.input<typeof uploadBodySchema>;

type ViewRequest = { viewMode?: string | undefined; compareAt?: number | undefined };

/**
 * Issue 10: the view an upload publishes, checked against the tool's declaration: its default view when
 * the upload names none (a premium tool: none), else the view named, or the message saying what is wrong.
 */
export function resolveUploadView(
  tool: ToolViews & { title: string },
  { viewMode, compareAt }: ViewRequest,
): { view: ToolView | null } | { error: string } {
  const view = defaultViewOf(tool);
  if (viewMode !== undefined && !view) return { error: LINK_MESSAGES.noViewModes(tool.title) };
  const modes = tool.viewModes.map((m) => m.key);
  if (viewMode !== undefined && !modes.includes(viewMode))
    return { error: LINK_MESSAGES.unknownViewMode(tool.title, viewMode, modes) };
  if (!view)
    return compareAt === undefined ? { view: null } : { error: LINK_MESSAGES.noCompareAt(tool.title) };
  const mode = viewMode ?? view.mode;
  const options = tool.compareAt;
  if (compareAt === undefined) return { view: { mode, compareAt: view.compareAt } };
  if (!options) return { error: LINK_MESSAGES.noCompareAt(tool.title) };
  if (!isCompareAtShown(options, mode))
    return { error: LINK_MESSAGES.compareAtHidden(tool.title, options.kind, mode) };
  if (!options.options.includes(compareAt))
    return { error: LINK_MESSAGES.unknownCompareAt(tool.title, options.kind, options.options, compareAt) };
  return { view: { mode, compareAt } };
}

export const uploadReplySchema = z.object({
  success: z.literal(true),
  id: z.string(),
  /** Ours: the full link and its expiry, so no client rebuilds them. */
  link: z.string(),
  expiresAt: z.string(),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** spec 002 §3 Saved comparison, plus the link. */
/**
 * Issue 36: how a newer premium dataset changes a published link's figures for the same criteria:
 * plans whose figures differ, plans that appear or are gone, and the largest change of a money figure.
 */
export const figuresChangeSchema = z.object({
  /** The dataset version (effective date, dd/mm/yyyy as the page prints it) that changed them. */
  effectiveDate: z.string(),
  checkedAt: z.string(),
  changedPlans: z.number().int().min(0),
  addedPlans: z.number().int().min(0),
  removedPlans: z.number().int().min(0),
  /** The largest change of one money figure, in cents (signed: a rise is positive), and in percent. */
  largestChangeCents: z.number().int(),
  largestChangePct: z.number().nullable(),
});
export type FiguresChange = z.infer<typeof figuresChangeSchema>;

export const savedComparisonSchema = z.object({
  _id: z.string(),
  uniqueID: z.string(),
  clientName: z.string(),
  clientDescription: z.string(),
  clientALB: z.number(),
  clientSmoker: z.boolean(),
  clientDOB: z.string().nullable(),
  comparisonType: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastViewed: z.array(z.string()),
  disabled: z.boolean(),
  advisorRecommendation: z.string(),
  link: z.string(),
  /** Ours (issue 36): set when a premium dataset in force since publishing changes this link's figures. */
  figuresChange: figuresChangeSchema.nullable().optional(),
  /** Ours (issue 36): when a client first opened the link (the adviser's preview never counts), and how often. */
  firstOpened: z.string().nullable().optional(),
  openCount: z.number().int().min(0).optional(),
  /** Ours (issue 36): the link for the adviser's own look, which is not counted as the client's. */
  previewLink: z.string().optional(),
  /** Ours (issue 36): the link's earlier snapshots, newest first, with the dates each was shown. */
  history: z.array(z.object({ publishedAt: z.string(), replacedAt: z.string() })).optional(),
});
export type SavedComparison = z.infer<typeof savedComparisonSchema>;

export const republishBodySchema = z.object({ id: z.string().min(1).max(64) });
export const republishReplySchema = z.object({ success: z.literal(true), publishedAt: z.string() });

export const listBodySchema = z.object({ RNF: z.string().trim().max(40) });
export const listReplySchema = z.object({ success: z.literal(true), data: z.array(savedComparisonSchema) });

export const editBodySchema = z.object({
  id: z.string().min(1).max(64),
  clientName: linkTextFields.clientName,
  clientDescription: linkTextFields.clientDescription,
  advisorRecommendation: linkTextFields.advisorRecommendation,
  extend: z
    .number({ error: LINK_MESSAGES.extendRequired })
    .int(LINK_MESSAGES.extendRequired)
    .min(0, LINK_MESSAGES.extendRequired)
    .max(MAX_EXTEND_DAYS, LINK_MESSAGES.extendMax),
});
export type EditBody = z.input<typeof editBodySchema>;
export const editReplySchema = z.object({ success: z.literal(true), expiresAt: z.string() });

export const disableBodySchema = z.object({ uniqueID: z.string().min(1).max(64) });
export const disableReplySchema = z.object({ success: z.literal(true) });

/** spec 002 §4 (intended reading): expired when the expiry is earlier than now. */
export type LinkStatus = 'Disabled' | 'Expired' | 'Live';
export function linkStatusOf(link: { disabled: boolean; expiresAt: string }, now: Date): LinkStatus {
  if (link.disabled) return 'Disabled';
  return new Date(link.expiresAt).getTime() < now.getTime() ? 'Expired' : 'Live';
}

/**
 * One column of the published table, as the adviser's table declares it in the tool registry: its label,
 * alignment and whether a phone shows it (spec 001 §2 narrow layout, ADR 0027).
 */
export const snapshotColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  align: z.enum(['left', 'center', 'right']),
  isShownOnPhone: z.boolean(),
});
export type SnapshotColumn = z.infer<typeof snapshotColumnSchema>;

const snapshotRowSchema = z.object({
  uniqueID: z.string(),
  insurer: z.string(),
  planName: z.string(),
  /** One formatted text per column, in the columns' order. */
  cells: z.array(z.string()),
});

/** The read-only table as published: columns and cells already formatted, so the page never recomputes. */
export const snapshotTableSchema = z.object({
  columns: z.array(snapshotColumnSchema),
  rows: z.array(snapshotRowSchema),
});
export type SnapshotTable = z.infer<typeof snapshotTableSchema>;

/** The table as snapshots published before ADR 0027 store it: header texts only. Still rendered. */
export const legacySnapshotTableSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(snapshotRowSchema),
});
export type LegacySnapshotTable = z.infer<typeof legacySnapshotTableSchema>;

/** The view a value-series snapshot was published in (issue 10), with the words the client's page shows. */
export const publishedViewSchema = z.object({
  mode: z.string(),
  compareAt: z.number().nullable(),
  /** 'View: Values · Compare at age 40', written at publish like the cells. */
  caption: z.string(),
});
export type PublishedView = z.infer<typeof publishedViewSchema>;

/** What a client may see: never the date of birth, the client description or hidden rows. */
export const publicComparisonSchema = z.object({
  adviser: z.object({ name: z.string(), rnf: z.string() }),
  comparisonType: z.string(),
  clientName: z.string(),
  advisorRecommendation: z.string(),
  insured: z.object({ gender: z.enum(['M', 'F']), smoker: z.boolean(), ageYears: z.number() }),
  colorScheme: z.enum(COLOR_SCHEMES),
  componentTheme: z.enum(COMPONENT_THEMES),
  table: snapshotTableSchema,
  /** Absent for a premium tool and for snapshots published before issue 10's views. */
  view: publishedViewSchema.optional(),
  productInfos: z.array(productInfoSchema),
  dataset: datasetInfoSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Issue 36: a newer premium dataset changes these figures (the page says so beside the data date). */
  isStale: z.boolean().optional(),
  /** Issue 31: what the figures rest on, read from the snapshot when the page opens. */
  facts: z
    .object({
      /** The criteria as the form names them: [label, text]. */
      criteria: z.array(z.tuple([z.string(), z.string()])),
      /** Sentences of the tool's own assumptions (the 101 plan's growth, charges, premiums ...). */
      assumptions: z.array(z.string()),
      /** The age the premiums are priced at, when the comparison is priced by age. */
      pricedAtAnb: z.number().nullable(),
      /** Plans listed as not available, with why. */
      unavailable: z.array(z.object({ plan: z.string(), reason: z.string() })),
    })
    .optional(),
});
export type PublicComparison = z.infer<typeof publicComparisonSchema>;
