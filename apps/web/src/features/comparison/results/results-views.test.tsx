import { uploadPathFor, type ComparisonToolDefinition, type ToolColumn } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { COLUMNS, ROWS } from './test-rows';
import { ResultsTable } from './results-table';
import type { ResultViews } from './results-views';
import { resultColumnsOf } from './tool-columns';
import { UploadOnlineButton } from '../components/upload-online-dialog';
import { MALE_INSURED } from '../../../test/fixtures/insureds';

// Issue 10: a small value-series tool, declared here as the registry declares one (ToolColumn, view
// modes, compare-at), read by the results table through resultColumnsOf like the five premium tools.
type Plan = {
  uniqueID: string;
  insurer: string;
  planName: string;
  premiumCents: number;
  /** index = policy year - 1 */
  surrenderValueCents: number[];
  breakEvenYear: number | null;
};
const plan = (insurer: string, premiumCents: number, values: number[], breakEvenYear: number | null) => ({
  uniqueID: `${insurer} - ${insurer} Endowment`,
  insurer,
  planName: `${insurer} Endowment`,
  premiumCents,
  surrenderValueCents: values,
  breakEvenYear,
});
const LEFT = { align: 'left', isSortable: true, isShownOnPhone: true } as const;
const RIGHT = { ...LEFT, align: 'right' } as const;
const PLANS: Plan[] = [
  plan('Alpha', 500_000, [0, 0, 0, 0, 2_000_000, 0, 0, 0, 0, 5_600_000], 9),
  plan('Beacon', 480_000, [0, 0, 0, 0, 1_900_000, 0, 0, 0, 0, 5_100_000], null),
];
/** The registry's declaration of the tool, as far as the table reads it. */
const TOOL: Pick<ComparisonToolDefinition, 'viewModes' | 'compareAt'> & { columns: ToolColumn<Plan>[] } = {
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'values', label: 'Values' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: { kind: 'year', options: [5, 10], default: 10 },
  columns: [
    { key: 'insurer', label: 'Insurer', value: (r) => r.insurer, format: 'text', ...LEFT },
    { key: 'planName', label: 'Plan', value: (r) => r.planName, format: 'text', ...LEFT },
    {
      key: 'premiumCents',
      label: 'Annual Premium',
      value: (r) => r.premiumCents,
      format: 'money',
      ...RIGHT,
      viewModes: ['default'],
    },
    {
      key: 'surrenderValue',
      label: 'Surrender Value',
      value: (r, view) => r.surrenderValueCents[(view?.compareAt ?? 10) - 1] ?? null,
      format: 'moneyWhole',
      ...RIGHT,
      viewModes: ['values'],
    },
    {
      key: 'breakEvenYear',
      label: 'Break-even Year',
      value: (r) => r.breakEvenYear,
      format: 'integer',
      ...RIGHT,
      viewModes: ['kpis'],
    },
  ],
};
const VIEWS: ResultViews = { modes: TOOL.viewModes, compareAt: TOOL.compareAt };

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const cellsOf = (insurer: string) => {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(insurer));
  return row
    ? within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    : [];
};

/** spec 001 §2, Lifetime Income: "the non-default modes have a compare-at-age selector". */
const VIEWS_WITH_HIDDEN_COMPARE_AT: ResultViews = {
  modes: TOOL.viewModes,
  compareAt: { kind: 'year', options: [5, 10], default: 10, modes: ['values', 'kpis'] },
};

function renderPlans(views = VIEWS) {
  renderWithApp(
    <ResultsTable
      rows={PLANS}
      columns={resultColumnsOf(TOOL.columns)}
      views={views}
      exportName="plans"
      expansion={(r) => <p>detail {r.planName}</p>}
      renderUpload={(ignoreList, disabledReason, view) => (
        <UploadOnlineButton
          disabledReason={disabledReason}
          source={{
            // A built type for the path; the fixture's views are what this test is about.
            type: 'term',
            query: { anb: 36 },
            insured: MALE_INSURED,
            ignoreList,
            allowedInsurers: [],
            view,
          }}
        />
      )}
    />,
  );
}

const compareAtSelect = () => screen.queryByRole('combobox', { name: 'Compare at year' });

async function uploadWith(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Upload Online' }));
  await user.type(await screen.findByLabelText("Client's name on comparison"), 'Tan Ah Kow');
  await user.type(screen.getByLabelText('Client description (seen only by you)'), 'Roadshow lead');
  await user.type(screen.getByLabelText('Advisor recommendation'), 'Alpha suits you.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Upload')).toBeTruthy();
}

const published = {
  success: true,
  id: 'abcdefghijklmnopqrstuvwx',
  link: 'http://portal.test/c/RNF-1/abcdefghijklmnopqrstuvwx',
  expiresAt: '2030-01-23T09:00:00.000Z',
};

describe('results table view modes and compare-at (issue 10, spec 001 §2)', () => {
  it('switches the visible columns with the view-mode buttons, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    renderPlans();
    const modes = screen.getByRole('group', { name: 'View' });
    expect(within(modes).getByRole('button', { name: 'Default' }).getAttribute('aria-pressed')).toBe('true');
    expect(headers()).toContain('Annual Premium');
    expect(headers()).not.toContain('Surrender Value');

    const values = within(modes).getByRole('button', { name: 'Values' });
    await user.click(values);
    expect(headers()).toContain('Surrender Value');
    expect(headers()).not.toContain('Annual Premium');
    expect(values.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(values);

    // Tab from Values reaches KPIs; Enter switches and the focus stays on KPIs.
    await user.tab();
    const kpis = within(modes).getByRole('button', { name: 'KPIs' });
    expect(document.activeElement).toBe(kpis);
    await user.keyboard('{Enter}');
    expect(headers()).toContain('Break-even Year');
    expect(headers()).not.toContain('Surrender Value');
    expect(cellsOf('Beacon')).toContain('-');
    expect(cellsOf('Alpha')).toContain('9');
    expect(document.activeElement).toBe(kpis);
  });

  it('shows the values at the compare-at year picked, and keeps the focus on the selector', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(screen.getByRole('button', { name: 'Values' }));
    expect(cellsOf('Alpha')).toContain('S$56,000');
    const compareAt = screen.getByRole('combobox', { name: 'Compare at year' });
    compareAt.focus();
    await user.selectOptions(compareAt, '5');
    expect(cellsOf('Alpha')).toContain('S$20,000');
    expect(cellsOf('Alpha')).not.toContain('S$56,000');
    expect(cellsOf('Beacon')).toContain('S$19,000');
    expect(document.activeElement).toBe(compareAt);
  });

  it('shows the compare-at selector only in the modes the tool lists, and keeps the year picked', async () => {
    const user = userEvent.setup();
    renderPlans(VIEWS_WITH_HIDDEN_COMPARE_AT);
    const modes = screen.getByRole('group', { name: 'View' });
    expect(compareAtSelect()).toBeNull();

    await user.click(within(modes).getByRole('button', { name: 'Values' }));
    const select = compareAtSelect();
    expect(select).not.toBeNull();
    await user.selectOptions(select!, '5');
    expect(cellsOf('Alpha')).toContain('S$20,000');

    await user.click(within(modes).getByRole('button', { name: 'Default' }));
    expect(compareAtSelect()).toBeNull();
    expect(headers()).toContain('Annual Premium');

    // Back in a mode with the selector, the year picked before is still the one shown and read.
    await user.click(within(modes).getByRole('button', { name: 'Values' }));
    expect((compareAtSelect() as HTMLSelectElement | null)?.value).toBe('5');
    expect(cellsOf('Alpha')).toContain('S$20,000');
  });

  it('Upload Online sends the view mode and compare-at year shown (issue 10)', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup();
    renderPlans(VIEWS_WITH_HIDDEN_COMPARE_AT);
    await user.click(screen.getByRole('button', { name: 'KPIs' }));
    await user.selectOptions(compareAtSelect()!, '5');
    await uploadWith(user);
    expect(calls[0]?.url).toBe(uploadPathFor('term'));
    expect(calls[0]?.body).toMatchObject({ type: 'term', anb: 36, viewMode: 'kpis', compareAt: 5 });
  });

  it('Upload Online sends no compare-at for a mode that hides the selector', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, published));
    const user = userEvent.setup();
    renderPlans(VIEWS_WITH_HIDDEN_COMPARE_AT);
    await user.click(screen.getByRole('button', { name: 'Values' }));
    await user.selectOptions(compareAtSelect()!, '5');
    await user.click(screen.getByRole('button', { name: 'Default' }));
    await uploadWith(user);
    expect(calls[0]?.body).toMatchObject({ viewMode: 'default' });
    expect(calls[0]?.body).not.toHaveProperty('compareAt');
  });

  it('shows no view controls for a tool that declares none (the premium tools)', () => {
    renderWithApp(<ResultsTable rows={ROWS} columns={COLUMNS} exportName="t" expansion={() => null} />);
    expect(screen.queryByRole('group', { name: 'View' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Compare at/ })).toBeNull();
  });
});
