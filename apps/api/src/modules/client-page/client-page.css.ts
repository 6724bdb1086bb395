import { createHash } from 'node:crypto';

// The client's page style, served as one small file: the CSP forbids nothing here, but a file keeps
// the HTML free of inline style and lets the browser cache it between links (issue 6).
export const ACCENTS: Record<string, [light: string, dark: string]> = {
  blue: ['#1d4ed8', '#93c5fd'],
  indigo: ['#4338ca', '#a5b4fc'],
  purple: ['#6d28d9', '#c4b5fd'],
  teal: ['#0f766e', '#5eead4'],
  cyan: ['#0e7490', '#67e8f9'],
  green: ['#15803d', '#86efac'],
  amber: ['#b45309', '#fcd34d'],
  pink: ['#be185d', '#f9a8d4'],
};

const accentRules = Object.entries(ACCENTS)
  .map(
    ([name, [light, dark]]) =>
      `.accent-${name}{--accent:${light}}.scheme-dark.accent-${name},.scheme-dim.accent-${name}{--accent:${dark}}`,
  )
  .join('');

/**
 * Issue 31: a table of many columns (the value-series tools have 8 to 10) is cards below this width, as
 * every table is on a phone, so no client page scrolls sideways or runs past its card at 768 px; from
 * here up the page (at most 1200 px wide) holds the widest of them.
 */
export const WIDE_TABLE_STACKS_BELOW = 1180;

/** A table shown as one card per row, each cell with its column's label (ADR 0027). */
const stacked = (table: string) => `
${table} thead{display:none}
${table},${table} tbody,${table} tr,${table} td{display:block;width:100%}
${table} tr{border:1px solid var(--line);border-radius:8px;margin-bottom:12px;padding:4px 8px}
${table} td{border:0;padding:4px 0;display:flex;justify-content:space-between;gap:12px;text-align:right}
${table} td::before{content:attr(data-label);font-weight:600;color:var(--muted);text-align:left}
${table} td.plan-info{display:block;text-align:left}
${table} td.plan-info::before{content:none}`;

export const CLIENT_PAGE_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
.scheme-light{--bg:#f8fafc;--card:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0}
.scheme-dark{--bg:#0b1120;--card:#111827;--fg:#f1f5f9;--muted:#cbd5e1;--line:#334155}
.scheme-dim{--bg:#1e293b;--card:#273449;--fg:#f1f5f9;--muted:#cbd5e1;--line:#3e4c63}
${accentRules}
main{max-width:1200px;margin:0 auto;padding:16px}
header.adviser{border-top:4px solid var(--accent);background:var(--card);padding:12px 16px;border-radius:8px;display:flex;gap:16px;align-items:center}
.adviser-picture{width:72px;height:72px;border-radius:50%;object-fit:cover;flex:none}
.adviser-text{min-width:0;overflow-wrap:anywhere}
.adviser-facts,.adviser-social{display:flex;flex-wrap:wrap;gap:4px 16px;margin:4px 0 0;padding:0;list-style:none}
.adviser a{color:var(--accent)}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;margin-top:16px}
h1{font-size:1.5rem;margin:8px 0 0;color:var(--accent)}
h2{font-size:1.15rem;margin:0 0 8px}
.pdf-link{margin:12px 0 0}
.pdf-link a{display:inline-block;padding:8px 14px;border:1px solid var(--accent);border-radius:6px;color:var(--accent);font-weight:600;text-decoration:none}
.pdf-link a:hover{background:var(--card)}
.pdf-link a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.muted{color:var(--muted)}
.recommendation{white-space:pre-line;overflow-wrap:anywhere}
.facts{display:flex;flex-wrap:wrap;gap:8px 24px;margin:0;padding:0;list-style:none}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:8px;border-bottom:1px solid var(--line);vertical-align:top}
th{color:var(--accent)}
th.align-right,td.align-right{text-align:right}
th.align-center,td.align-center{text-align:center}
details{margin-top:8px}
summary{cursor:pointer;color:var(--accent);font-weight:600}
.promo{font-weight:600}
h3{font-size:1rem;margin:12px 0 4px}
.criteria{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:8px 24px;margin:0 0 8px}
.criteria dt{color:var(--muted);font-size:.9rem}
.criteria dd{margin:0;font-weight:600;overflow-wrap:anywhere}
footer{font-size:.9rem;color:var(--muted);margin:24px 0}
.stale-notice{color:var(--fg)}
@media (max-width:${WIDE_TABLE_STACKS_BELOW - 1}px){${stacked('table.table-wide')}}
@media (max-width:600px){${stacked('table')}
td.phone-hidden{display:none}
}`;

/** Fingerprint in the URL, so the file can be cached for a year and still change with a release. */
export const CLIENT_PAGE_CSS_HASH = createHash('sha256').update(CLIENT_PAGE_CSS).digest('hex').slice(0, 10);
