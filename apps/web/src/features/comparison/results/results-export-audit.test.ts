import {
  COMPARISON_TOOLS,
  TOOL_EXAMPLES,
  criteriaLinesOf,
  effectiveViewOf,
  formatCell,
  ILP_DEFAULTS,
  ilpBodySchema,
  ilpCustomRows,
  ilpPiRow,
  type AnyComparisonTool,
  type BuiltComparisonType,
  type ToolColumn,
  type ToolView,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../test/fixtures/comparison-rows.json';
import { columnsOfView } from './result-column';
import { exportColumnsOf, exportHeaderOf } from './results-export-columns';
import { buildExportSheet, toCsv, toXlsx, type ExportKind } from './results-export';
import { resultColumnsOf } from './tool-columns';
import { ALPHA_INVEST_ILLUSTRATION } from '../../../test/fixtures/ilp-illustration';

// Issue 31: every export of the eleven comparison tools, every view, is data. Built from rows the API
// answered on the sample data (test/fixtures/comparison-rows.json: each tool's default search, written
// by the engines) and, for the 101 plan, from the browser's own Custom projection and a PI row. Column by column: a
// figure on the page is a number with a number format, a date a date, a '-' blank, and only the
// columns listed here stay text (categories, not figures). ADR 0034 and 0043.

type Fixture = { body: unknown; rows: unknown[] };
const SAMPLES = fixtures as unknown as Record<string, Fixture>;
const ilpBody = ilpBodySchema.parse({ ...ILP_DEFAULTS, comparisonType: 'custom' });
const samples: Record<string, Fixture> = {
  ...SAMPLES,
  ilp101: {
    body: ilpBody,
    rows: [
      ...ilpCustomRows(
        ilpBody,
        () => undefined,
        () => false,
      ),
      // a PI row, read from an insurer's illustration at 8% p.a.
      ilpPiRow(
        ALPHA_INVEST_ILLUSTRATION,
        ilpBodySchema.parse({ ...ILP_DEFAULTS, comparisonType: 'pi' }),
        false,
      ),
    ],
  },
};

/** The columns a file may write as text: names and categories (each tool's example says which). */
const ALWAYS_TEXT = ['Insurer', 'Plan', 'Promo'];

/** A text cell that is a figure: an amount, a percentage, a date, years or an age. */
const LOOKS_LIKE_A_FIGURE =
  /^(S\$)?-?[\d,]+(\.\d+)?%?\+?$|^\d{2}\/\d{2}\/\d{4}$|^(Age )?\d+( years| Years)?$|^Single$/;

const AT = new Date('2026-11-27T02:00:00Z');

/**
 * The number format of each kind of figure (ADR 0034, 0043): it writes the figure as the page does,
 * "S$718,255.42", "3.50%", "10 years", "Single" or "5 Years", "Age 85", and the cell stays a number.
 */
function formatFor(kind: ExportKind, decimals = 2): string {
  const formats: Record<Exclude<ExportKind, 'text' | 'date'>, string> = {
    money: '"S$"#,##0.00',
    percent: decimals === 0 ? '0%' : `0.${'0'.repeat(decimals)}%`,
    integer: '#,##0',
    ratio: '0.00',
    years: '0" years"',
    premiumYears: '[=1]"Single";0" Years"',
    age: '"Age "0',
  };
  return kind === 'text' || kind === 'date' ? '' : formats[kind];
}

/** The registry's value again from a spreadsheet number: cents for money, % for a percentage. */
function registryValueOf(kind: ExportKind, cell: number): number {
  if (kind === 'money') return Math.round(cell * 100);
  if (kind === 'percent') return Math.round(cell * 1e8) / 1e6;
  return cell;
}

/** Every view a file can be written in: each mode, at the default and the last compare-at. */
function viewsOf(tool: AnyComparisonTool): ToolView[] {
  const modes = tool.viewModes.length ? tool.viewModes.map((m) => m.key) : ['default'];
  const ats = tool.compareAt ? [tool.compareAt.default, tool.compareAt.options.at(-1)!] : [null];
  const views = modes.flatMap((mode) =>
    ats.map((compareAt) => effectiveViewOf(tool.compareAt, { mode, compareAt })),
  );
  return views.filter(
    (v, i) => views.findIndex((w) => w.mode === v.mode && w.compareAt === v.compareAt) === i,
  );
}

const parseCsvLine = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
};

const cases = COMPARISON_TOOLS.flatMap((tool) =>
  viewsOf(tool).map((view): [string, AnyComparisonTool, ToolView] => [
    `${tool.title}, ${view.mode}${view.compareAt === null ? '' : ` at ${view.compareAt}`}`,
    tool,
    view,
  ]),
);

describe('every comparison export is data (issue 31)', () => {
  it('covers the eleven tools', () => {
    expect(COMPARISON_TOOLS).toHaveLength(11);
    for (const tool of COMPARISON_TOOLS) expect(samples[tool.type]?.rows.length).toBeGreaterThan(0);
  });

  it.each(cases)(
    '%s: figures are numbers with a format, dates dates, blanks blank',
    async (_name, tool, view) => {
      const rows = samples[tool.type]!.rows.map((r) => tool.rowSchema.parse(r) as unknown);
      const shown = tool.columns.filter((c) => !c.viewModes || c.viewModes.includes(view.mode));
      // Each file column beside the registry column the page shows it in (a packed one writes several)
      const fileColumns = shown.flatMap((c: ToolColumn<unknown>) =>
        (c.exportColumns ?? [c]).map((f) => ({ field: f, onPage: c, isPacked: Boolean(c.exportColumns) })),
      );
      const columns = columnsOfView(resultColumnsOf(tool.columns), view);
      const header = exportHeaderOf(
        [['Tool', tool.title]],
        { modes: tool.viewModes, compareAt: tool.compareAt },
        view,
      );
      const sheet = buildExportSheet(rows, exportColumnsOf(columns), header, AT);
      expect(sheet.columns).toEqual(fileColumns.map((c) => c.field.label));

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await toXlsx(sheet, tool.title));
      const ws = workbook.worksheets[0]!;
      const headerRow = header.length + 3; // the header lines, Exported, a blank line, the column names
      expect((ws.getRow(headerRow).values as unknown[]).slice(1)).toEqual(sheet.columns);
      const csv = toCsv(sheet)
        .split('\r\n')
        .slice(headerRow - 1)
        .map(parseCsvLine);

      const textColumns = [
        ...ALWAYS_TEXT,
        ...(TOOL_EXAMPLES[tool.type as BuiltComparisonType].exportTextColumns ?? []),
      ];
      fileColumns.forEach(({ field, onPage, isPacked }, i) => {
        const kind = sheet.kinds[i]!;
        const label = field.label;
        rows.forEach((row, r) => {
          const cell = ws.getRow(headerRow + 1 + r).getCell(i + 1);
          const csvCell = csv[1 + r]?.[i];
          const pageText = isPacked ? null : (columns.find((c) => c.field === onPage.key)?.text(row) ?? null);
          const where = `${label}, row ${r + 1}`;
          if (kind === 'text') {
            expect(textColumns, `${where} is text`).toContain(label);
            if (cell.value !== null) expect(String(cell.value), where).not.toMatch(LOOKS_LIKE_A_FIGURE);
            return;
          }
          if (kind === 'date') {
            expect(cell.value, where).toBeInstanceOf(Date);
            expect(cell.numFmt, where).toBe('dd/mm/yyyy');
            const date = cell.value as Date;
            const ddmmyyyy = [date.getUTCDate(), date.getUTCMonth() + 1]
              .map((n) => String(n).padStart(2, '0'))
              .concat(String(date.getUTCFullYear()))
              .join('/');
            if (pageText !== null) expect(ddmmyyyy, where).toBe(pageText);
            expect(csvCell, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            return;
          }
          // A figure: a '-' (or the column's missing text) on the page is a blank cell
          if (cell.value === null) {
            if (pageText !== null) expect(['-', onPage.missingText], where).toContain(pageText);
            expect(csvCell, where).toBe('');
            return;
          }
          if (kind === 'age' && typeof cell.value === 'string') {
            // a policy that does not lapse: the words, as the page says them
            expect(cell.value, where).toBe('In force to 100');
            return;
          }
          expect(cell.type, `${where}: ${String(cell.value)}`).toBe(ExcelJS.ValueType.Number);
          expect(cell.numFmt, where).toBe(formatFor(kind, field.decimals));
          expect(csvCell, where).toMatch(/^-?\d+(\.\d+)?$/);
          // the number reads as the page's figure (money with its cents, which the page may leave off)
          if (pageText !== null)
            expect(
              formatCell(field.format, registryValueOf(kind, cell.value as number), field.decimals),
              where,
            ).toBe(pageText);
        });
      });
      // A compare-at view says the year or age its values are for
      const showsCompareAt =
        tool.compareAt && (!tool.compareAt.modes || tool.compareAt.modes.includes(view.mode));
      if (showsCompareAt) expect(header.map(([l]) => l)).toContain('Values at');
    },
  );
});

describe("the export header's criteria use the form's labels and S$ (issue 31)", () => {
  // Each tool's example (contracts tools/examples) gives its query and the lines it should read as.
  it.each(Object.values(TOOL_EXAMPLES))(
    "$type: the form's fields, in its order, as its choices read",
    (example) => {
      expect(criteriaLinesOf(example.query)).toEqual(example.criteriaLines);
    },
  );

  it("the form's other states: By Sum Insured's Policy Terms, a premium budget, a PI comparison", () => {
    expect(criteriaLinesOf({ searchType: 'term', sumInsured: [50_000, 100_000], term: ['PayTo75'] })).toEqual(
      [
        ['Search By', 'By Policy Term'],
        ['Policy Term', 'To 75'],
        ['Sum Insured', 'S$50,000, S$100,000'],
      ],
    );
    expect(
      criteriaLinesOf({ searchType: 'sumInsured', sumInsured: [100_000], term: ['PayTo65', '20Yrs'] }),
    ).toEqual([
      ['Search By', 'By Sum Insured'],
      ['Sum Insured', 'S$100,000'],
      ['Policy Terms', 'To 65, 20 Years'],
    ]);
    expect(criteriaLinesOf({ searchBySA: false, sumInsured: 3000, premium: 600, _2ADLs: true })).toEqual([
      ['Search By', 'Premium'],
      ['Premium (annual)', 'S$600'],
      ['2 ADLs', 'Yes'],
    ]);
    // PI rows are the insurers' illustrations at 8% p.a.: the form disables growth rate and drop
    expect(criteriaLinesOf(ilpBodySchema.parse({ ...ILP_DEFAULTS, comparisonType: 'pi' }))).toEqual([
      ['Comparison Type', "PI's value at 8% p.a."],
      ['Contribution Period', '10 years'],
      ['Investment Horizon', '20 years'],
      ['Monthly Amount', 'S$2,000'],
    ]);
  });
});
