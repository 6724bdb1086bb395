import { LINK_MESSAGES } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildExportHeader } from './export-header';
import { renderWithApp } from '../../../test/render';
import { COLUMNS, ROWS } from './test-rows';
import { MONEY_FORMAT } from './results-export';
import { ResultsTable } from './results-table';
import { UploadOnlineButton } from '../components/upload-online-dialog';
import { MALE_INSURED } from '../../../test/fixtures/insureds';

const HEADER = buildExportHeader({
  tool: 'Integrated Shield',
  insured: MALE_INSURED,
  body: { query: { residency: 'SGPR', ipWithRider: true, comparisonType: 'GovWardB1_Max', anb: 36 } },
  dataset: { effectiveDate: '2025-06-01', isSample: true },
  adviser: { name: 'Lim Wei Jie', rnf: 'REP-1234' },
});
// 16:30 UTC is 00:30 the next day in Singapore.
const EXPORTED_AT = new Date('2026-11-23T16:30:00Z');

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EXPORTED_AT);
  URL.createObjectURL = (blob: Blob) => {
    downloads.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderTable(rows = ROWS) {
  renderWithApp(
    <ResultsTable
      rows={rows}
      columns={COLUMNS}
      exportName="Integrated-Shield"
      exportHeader={HEADER}
      expansion={(r) => <p>detail {r.planName}</p>}
      renderUpload={(ignoreList, disabledReason) => (
        <UploadOnlineButton
          disabledReason={disabledReason}
          source={{ type: 'term', query: {}, insured: MALE_INSURED, ignoreList, allowedInsurers: [] }}
        />
      )}
    />,
  );
}

/** Hides Orchid Bay and sorts by premium, highest first: the export must follow. */
async function hideAndSort(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Hide Orchid Bay - Orchid Bay Term' }));
  await user.click(screen.getByRole('columnheader', { name: 'Premium' }));
  await user.click(screen.getByRole('columnheader', { name: 'Premium' }));
}

const HEADER_LINES = [
  'Tool,Integrated Shield',
  'Insured,"Male, Non-Smoker, ANB 36 (age next birthday)"',
  'Criteria,Residency: SG/PR; IP with Rider: Yes; Coverage Type: Gov Ward B1 (Max rider)',
  'Data version,01/06/2025 (sample data)',
  'Adviser,Lim Wei Jie (RNF REP-1234)',
  'Exported,24/11/2026 00:30 SGT',
];

describe('results exports (issue 9)', () => {
  it('writes a CSV with the header block, the on-screen order, no hidden row and plain numbers', async () => {
    const user = userEvent.setup();
    renderTable();
    await hideAndSort(user);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const text = (await downloads[0]!.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines.slice(0, 6)).toEqual(HEADER_LINES);
    expect(lines.slice(6)).toEqual([
      '',
      'Insurer,Plan,Premium',
      'Beacon,Beacon Term,210.00',
      'Delta,Delta Term,175.50',
      'Harbourline,Harbourline Term,150.00',
      'Alpha,Alpha Term,100.00',
      '',
    ]);
  });

  it('writes an .xlsx whose premiums are numbers in a currency format, in the on-screen order', async () => {
    const user = userEvent.setup();
    renderTable();
    await hideAndSort(user);
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await downloads[0]!.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Tool', 'Integrated Shield']);
    expect(values(2)).toEqual(['Insured', 'Male, Non-Smoker, ANB 36 (age next birthday)']);
    expect(values(4)).toEqual(['Data version', '01/06/2025 (sample data)']);
    expect(values(5)).toEqual(['Adviser', 'Lim Wei Jie (RNF REP-1234)']);
    expect(values(6)).toEqual(['Exported', '24/11/2026 00:30 SGT']);
    expect(values(8)).toEqual(['Insurer', 'Plan', 'Premium']);
    expect([9, 10, 11, 12].map(values)).toEqual([
      ['Beacon', 'Beacon Term', 210],
      ['Delta', 'Delta Term', 175.5],
      ['Harbourline', 'Harbourline Term', 150],
      ['Alpha', 'Alpha Term', 100],
    ]);
    expect(sheet.getCell('C10').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.rowCount).toBe(12);
  });
});

describe('Upload Online with nothing to publish (issue 9)', () => {
  const upload = () => screen.getByRole('button', { name: 'Upload Online' }) as HTMLButtonElement;

  it('is disabled with its reason when the search found no plan', () => {
    renderTable([]);
    expect(upload().disabled).toBe(true);
    expect(screen.getByText(LINK_MESSAGES.nothingToPublish)).toBeTruthy();
    expect(upload().getAttribute('aria-describedby')).toBe(
      screen.getByText(LINK_MESSAGES.nothingToPublish).id,
    );
  });

  it('is disabled while the keyword search shows no row, and enabled again after', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(upload().disabled).toBe(false);
    expect(screen.queryByText(LINK_MESSAGES.nothingToPublish)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'no such insurer');
    expect(upload().disabled).toBe(true);
    expect(screen.getByText(LINK_MESSAGES.nothingToPublish)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    expect(upload().disabled).toBe(false);
  });
});
