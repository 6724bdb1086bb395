import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { toCsv } from './results-export';
import { ResultsTable, type ResultColumn } from './results-table';

type Row = { uniqueID: string; insurer: string; planName: string; premiumCents: number };
const rows: Row[] = [
  { uniqueID: 'a', insurer: 'Alpha Life', planName: 'Alpha Term', premiumCents: 100_00 },
  { uniqueID: 'b', insurer: 'Beta Assurance', planName: 'Beta Term', premiumCents: 200_00 },
  { uniqueID: 'c', insurer: 'Gamma Mutual', planName: 'Gamma Term', premiumCents: 150_00 },
];
const columns: ResultColumn<Row>[] = [
  { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
  { field: 'premiumCents', header: 'Premium', text: (r) => `S$${(r.premiumCents / 100).toFixed(2)}` },
];
const bodyRows = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryByRole('button', { name: /^Hide / }));

describe('results table (spec 001 §2)', () => {
  it('hides rows by id until one is left, and View All brings them back', async () => {
    renderWithApp(
      <ResultsTable
        rows={rows}
        columns={columns}
        exportName="test"
        expansion={(r) => <p>detail {r.planName}</p>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide b' }));
    expect(bodyRows()).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Hide c' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('keeps the lowest-premium order it was given, filters by keyword and expands every row', async () => {
    renderWithApp(
      <ResultsTable
        rows={rows}
        columns={columns}
        exportName="test"
        expansion={(r) => <p>detail {r.planName}</p>}
      />,
    );
    // the cell also holds its column name for the stacked 600 px layout (hidden by CSS on wide screens)
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.lastChild?.textContent)).toEqual([
      'Alpha Life',
      'Beta Assurance',
      'Gamma Mutual',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'gamma');
    expect(bodyRows()).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByText('detail Beta Term')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByText('detail Beta Term')).toBeNull();
  });

  it('exports what is shown as CSV, quoting cells that need it', () => {
    const exportColumns = columns.map((c) => ({ header: c.header, value: c.text }));
    const csv = toCsv([{ ...rows[0], insurer: 'Alpha, "Life"' } as Row], exportColumns);
    expect(csv).toBe('Insurer,Premium\r\n"Alpha, ""Life""",S$100.00\r\n');
  });
});
