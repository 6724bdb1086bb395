import {
  COMPARISON_TOOLS,
  type DetailSection,
  LINK_MESSAGES,
  productInfoKey,
  type ProductInfo,
  SERVER_MESSAGES,
  type PublicAdviser,
  type PublicComparison,
  type SnapshotColumn,
} from '@portal/contracts';
import { formatDdMmYyyy, formatSingaporeDate } from '@portal/core';
import {
  comparisonTitleOf,
  datasetSentence,
  FIGURES_NOTICE,
  headingOf,
  insuredFacts,
  validUntilSentence,
} from './client-page-text.js';
import { renderAdviserCard, renderContactLine } from './client-page-adviser.html.js';
import { escapeHtml as e } from './escape-html.js';

// Issue 6: the page a client opens from a link. Server-rendered, no JavaScript, one small stylesheet.

function layout(cssHref: string, bodyClass: string, title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<title>${e(title)}</title><meta name="description" content="A comparison prepared by your adviser">
<link rel="stylesheet" href="${e(cssHref)}"></head>
<body class="${e(bodyClass)}"><main>${content}</main></body></html>`;
}

const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : '';

/** The adviser's row panel's sections of a tool (spec 001 §2), so a client reads the same headings. */
const detailSectionsOf = (comparisonType: string): readonly DetailSection[] | undefined =>
  COMPARISON_TOOLS.find((tool) => tool.type === comparisonType)?.detailSections;

function productDetails(info: ProductInfo | undefined, sectionsOfTool?: readonly DetailSection[]): string {
  if (!info) return '';
  const promo = info.customerPromo.valid
    ? `<p class="promo">Promotion: ${e(info.customerPromo.promoName)}</p>${list(info.customerPromo.promoDetails)}`
    : '';
  // Issue 31 audit: Shield's own fields were headed by their field names ("panelDoctors")
  const blocks: (readonly [string, readonly string[]])[] = sectionsOfTool
    ? sectionsOfTool.map((s) => [s.label, s.lines(info) ?? []] as const)
    : [['Features', info.features], ['Notes', info.notes], ...Object.entries(info.extra)];
  const sections = blocks
    .filter(([, items]) => items.length > 0)
    .map(([name, items]) => `<h3>${e(name)}</h3>${list([...items])}`)
    .join('');
  return `<details><summary>Product info</summary>${promo}${sections}
<p class="muted">Premium updated ${e(formatDdMmYyyy(info.premiumUpdatedAt))} · product info updated ${e(formatSingaporeDate(info.updatedAt))}</p></details>`;
}

/** Issue 31: from this many columns a table needs more than a tablet's width. */
export const WIDE_TABLE_COLUMNS = 7;

/** ADR 0027: a column's alignment, and on phones (600 px or less) only the columns marked for phones. */
const cellClass = (column: SnapshotColumn) =>
  [`align-${column.align}`, column.isShownOnPhone ? '' : 'phone-hidden'].filter(Boolean).join(' ');

function comparisonTable(c: PublicComparison): string {
  const infos = new Map(
    c.productInfos.map((i) => [productInfoKey(i.insurer, i.planName, c.comparisonType), i]),
  );
  const { columns, rows } = c.table;
  const head = `<thead><tr>${columns
    .map((col) => `<th scope="col" class="${cellClass(col)}">${e(col.label)}</th>`)
    .join('')}</tr></thead>`;
  const body = rows
    .map((row) => {
      const cells = columns
        .map(
          (col, i) =>
            `<td class="${cellClass(col)}" data-label="${e(col.label)}">${e(row.cells[i] ?? '')}</td>`,
        )
        .join('');
      const details = productDetails(
        infos.get(productInfoKey(row.insurer, row.planName, c.comparisonType)),
        detailSectionsOf(c.comparisonType),
      );
      const info = details
        ? `<tr><td class="plan-info" colspan="${columns.length}">${details}</td></tr>`
        : '';
      return `<tr>${cells}</tr>${info}`;
    })
    .join('');
  // Issue 31: a table of many columns turns into cards below a laptop's width (client-page.css.ts)
  const wide = columns.length >= WIDE_TABLE_COLUMNS ? ' class="table-wide"' : '';
  return `<table${wide}>${head}<tbody>${body}</tbody></table>`;
}

/**
 * Issue 31: what the figures rest on (criteria, rates, the tool's assumptions) and the plans listed as
 * not available, with why. Absent for a page rendered from an older shape.
 */
function factsSection(facts: PublicComparison['facts']): string {
  if (!facts) return '';
  const criteria = facts.criteria.length
    ? `<dl class="criteria">${facts.criteria.map(([label, text]) => `<div><dt>${e(label)}</dt><dd>${e(text)}</dd></div>`).join('')}</dl>`
    : '';
  const unavailable = facts.unavailable.length
    ? `<h3>Not available for these criteria</h3><ul>${facts.unavailable
        .map((u) => `<li><strong>${e(u.plan)}</strong>: ${e(u.reason)}</li>`)
        .join('')}</ul>`
    : '';
  return `<section class="card"><h2>What these figures assume</h2>${criteria}${list(facts.assumptions)}${unavailable}</section>`;
}

/**
 * `adviser`: the adviser as their profile settings show them (issue 14); without it, the snapshot's
 * name and rnf. `pdfHref`: the same comparison as a PDF (issue 36).
 */
export function renderClientPage(
  c: PublicComparison,
  cssHref: string,
  adviser?: PublicAdviser | null,
  pdfHref?: string,
): string {
  const title = comparisonTitleOf(c);
  const header = adviser
    ? renderAdviserCard(adviser)
    : `<header class="adviser"><strong>${e(c.adviser.name)}</strong>
<div class="muted">Adviser · RNF ${e(c.adviser.rnf)}</div></header>`;
  // Issue 10: a value-series table says which view and compare-at the adviser published.
  const viewCaption = c.view ? `<p class="muted view-caption">${e(c.view.caption)}</p>` : '';
  const content = `${header}
<h1>${e(headingOf(c))}</h1>
${pdfHref ? `<p class="pdf-link"><a href="${e(pdfHref)}" download>Download PDF</a></p>` : ''}
<section class="card"><h2>Adviser's recommendation</h2><p class="recommendation">${e(c.advisorRecommendation)}</p></section>
<section class="card"><h2>Insured</h2><ul class="facts">
${insuredFacts(c)
  .map((fact) => `<li>${e(fact)}</li>`)
  .join('')}</ul></section>
<section class="card"><h2>Plans compared</h2>${viewCaption}${comparisonTable(c)}</section>
${factsSection(c.facts)}
<footer><p>${e(datasetSentence(c))}${c.isStale ? ` <strong class="stale-notice">${e(LINK_MESSAGES.clientStaleNotice)}</strong>` : ''} ${e(FIGURES_NOTICE)}</p>
<p>${e(validUntilSentence(c))}</p></footer>`;
  return layout(
    cssHref,
    `scheme-${c.colorScheme} accent-${c.componentTheme}`,
    `${title} comparison`,
    content,
  );
}

/**
 * The same page for every miss: expired, disabled, unknown or a wrong rnf (issue 6). Only for a real
 * link of that rnf that expired or was disabled does it name the adviser to contact (issue 14, ADR 0016).
 */
export function renderUnavailablePage(cssHref: string, adviser?: PublicAdviser | null): string {
  const contact = adviser
    ? renderContactLine(adviser)
    : '<p class="muted">Please ask your adviser for a new link.</p>';
  return layout(
    cssHref,
    'scheme-light accent-blue',
    LINK_MESSAGES.unavailable,
    `${adviser ? renderAdviserCard(adviser) : ''}<section class="card"><h1>${e(LINK_MESSAGES.unavailable)}</h1>
${contact}</section>`,
  );
}

/**
 * Issue 9: the page for a request that cannot be answered. A bad link (400) looks like a miss;
 * too many views (429) and a busy or failing server (5xx) say so, with no detail.
 */
export function renderErrorPage(cssHref: string, status: number): string {
  if (status === 400 || status === 404) return renderUnavailablePage(cssHref);
  const message =
    status === 429
      ? SERVER_MESSAGES.rateLimited
      : status === 503
        ? SERVER_MESSAGES.serverBusy
        : SERVER_MESSAGES.internal;
  return layout(
    cssHref,
    'scheme-light accent-blue',
    message,
    `<section class="card"><h1>${e(message)}</h1>
<p class="muted">Please open the link again in a minute.</p></section>`,
  );
}
