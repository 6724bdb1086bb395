import {
  COMPARISON_TOOLS,
  columnText,
  overviewPathFor,
  TOOL_EXAMPLES,
  type AnyComparisonTool,
  type BuiltComparisonType,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { FEMALE_INSURED } from '../../../test/fixtures/insureds';
import { loadToolPage } from './tool-pages';
import { signInForTest } from '../../../test/session';

// Issue 10: the adviser's table takes its columns from the registry, the declaration the client's page
// reads too, so both say "Insured Amt" and "Y"/"N" alike.

// The 101 plan simulates its default Custom calculation in the browser (no call to mock) and shows its
// KPIs columns only in that view: its table is checked end to end in e2e/ilp.spec.ts.

beforeEach(() => sessionStorage.clear());
// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

describe("the adviser's results table reads the registry's columns (issue 10)", () => {
  it.each(
    COMPARISON_TOOLS.filter((tool) => tool.type !== 'ilp101').map((tool): [string, AnyComparisonTool] => [
      tool.title,
      tool,
    ]),
  )('%s: the headers are the registry labels and the cells its column texts', async (_title, tool) => {
    writeInsured(FEMALE_INSURED);
    const { row: example } = TOOL_EXAMPLES[tool.type as BuiltComparisonType];
    // A tool that loads every plan on entry shows those of the insured's entry age (issue 11).
    const atEntryAge = 'entryAge' in example ? { entryAge: FEMALE_INSURED.anb } : {};
    const row: unknown = tool.rowSchema.parse({ ...example, ...atEntryAge });
    const reply = tool.toReply({
      rows: [row],
      infos: [],
      dataset: null,
      outcome: { insurersMatching: 1, insurersShown: 1, emptyReason: null },
      extra: tool.emptyExtra,
    });
    mockFetch((call) =>
      call.url === overviewPathFor(tool.type as BuiltComparisonType)
        ? jsonResponse(200, {
            comparisonType: tool.type,
            insurers: [{ name: 'Alpha Life', shortName: 'Alpha' }],
            onlyDisplayInsurers: [],
            dataset: null,
          })
        : jsonResponse(200, reply),
    );
    const Page = await loadToolPage(tool.type as BuiltComparisonType);
    renderWithApp(<Page title={tool.title} />);
    // A load-on-entry tool's Search waits for its plans (spec 001 §4).
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const view = { mode: tool.viewModes[0]?.key ?? 'default', compareAt: tool.compareAt?.default ?? null };
    const shown = tool.columns.filter((c) => !c.viewModes || c.viewModes.includes(view.mode));
    // The results table, not a chart's figures (issue 11: the surrender value chart's)
    const table = within(await screen.findByRole('table', { name: / plans for / }));
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent.trim());
    // The expander's and the hide eye's columns frame the tool's own.
    expect(headers.slice(1, -1)).toEqual(shown.map((c) => c.label));
    const bodyRow = table
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('button', { name: /^Hide / }));
    const cells = within(bodyRow as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent.trim());
    expect(cells.slice(1, -1)).toEqual(shown.map((c) => columnText(c, row, view)));
  });
});
