import {
  COMPARISON_MESSAGES,
  COMPARISON_PATHS,
  criteriaLinesOf,
  HEALTH_MESSAGES,
  LIFE_MESSAGES,
  overviewPathFor,
} from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { FEMALE_INSURED } from '../../../test/fixtures/insureds';
import { loadToolPage } from './tool-pages';
import { signInForTest } from '../../../test/session';

const LongTermCarePage = await loadToolPage('longTermCare');
const MaternityPage = await loadToolPage('maternity');
const MultiCiPage = await loadToolPage('multiPayCI');
const ShieldPage = await loadToolPage('shieldSingle');
const UliPage = await loadToolPage('universalLifeIndexed');
const WholeLifePage = await loadToolPage('wholeLifePlan');

const overview = (comparisonType: string) => ({
  comparisonType,
  insurers: [
    { name: 'Alpha Life', shortName: 'Alpha' },
    { name: 'Beta Assurance', shortName: 'Beta' },
  ],
  onlyDisplayInsurers: [],
  dataset: { effectiveDate: '2026-01-01', isSample: true },
});

beforeEach(() => sessionStorage.clear());
// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

describe('comparison tool forms (spec 001 §5, messages above their fields)', () => {
  it('Shield: Foreigner cannot be picked, and says why (issue 31)', async () => {
    writeInsured(FEMALE_INSURED);
    mockFetch(() => jsonResponse(200, overview('shieldSingle')));
    renderWithApp(<ShieldPage title="Integrated Shield" />);
    const foreigner = await screen.findByLabelText('Foreigner');
    expect((foreigner as HTMLInputElement).disabled).toBe(true);
    const noteId = foreigner.getAttribute('aria-describedby');
    expect(noteId && document.getElementById(noteId)?.textContent).toBe(HEALTH_MESSAGES.shieldForeignerNote);
    expect(screen.getByText(HEALTH_MESSAGES.shieldForeignerNote)).toBeTruthy();
  });

  it('Universal Life Index: the sum insured reads S$1,000,000 as amounts do, not S$1000K (issue 31)', async () => {
    writeInsured(FEMALE_INSURED);
    mockFetch(() => jsonResponse(200, overview('universalLifeIndexed')));
    renderWithApp(<UliPage title="Universal Life Index" />);
    const field = (await screen.findByLabelText('Sum Insured')).closest('.p-dropdown');
    expect(field?.textContent).toContain('S$1,000,000');
    expect(document.body.textContent).not.toContain('1000K');
  });

  it('Long Term Care: premium required in premium mode, and at least one claim condition', async () => {
    writeInsured(FEMALE_INSURED);
    const { calls } = mockFetch(() => jsonResponse(200, overview('longTermCare')));
    renderWithApp(<LongTermCarePage title="Long Term Care" />);
    await userEvent.click(screen.getByLabelText('Premium'));
    await userEvent.clear(screen.getByLabelText('Premium (annual)'));
    await userEvent.click(screen.getByLabelText('2 ADLs'));
    await userEvent.click(screen.getByLabelText('3 ADLs'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(HEALTH_MESSAGES.premiumRequired)).toBeTruthy();
    expect(screen.getByText(HEALTH_MESSAGES.claimConditionRequired)).toBeTruthy();
    expect(calls.filter((c) => c.url === COMPARISON_PATHS.longTermCare)).toHaveLength(0);
  });

  it('Multi-pay CI: By Policy Term needs at least one sum insured', async () => {
    writeInsured(FEMALE_INSURED);
    mockFetch(() => jsonResponse(200, overview('multiPayCI')));
    renderWithApp(<MultiCiPage title="Multi-Pay Critical Illness" />);
    await userEvent.click(screen.getByLabelText('S$100,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(LIFE_MESSAGES.atLeastOneSumInsured)).toBeTruthy();
  });

  it('Multi-pay CI: By Sum Insured needs at least one term, and each tab keeps its own choices', async () => {
    writeInsured(FEMALE_INSURED);
    const { calls } = mockFetch(() => jsonResponse(200, overview('multiPayCI')));
    renderWithApp(<MultiCiPage title="Multi-Pay Critical Illness" />);
    await userEvent.click(screen.getByRole('tab', { name: 'By Sum Insured' }));
    for (const term of ['To 65', 'To 70', 'To 75']) await userEvent.click(screen.getByLabelText(term));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(LIFE_MESSAGES.atLeastOneTerm)).toBeTruthy();
    expect(calls.filter((c) => c.url === COMPARISON_PATHS.multiPayCI)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'By Policy Term' }));
    expect((screen.getByLabelText('S$100,000') as HTMLInputElement).checked).toBe(true);
  });

  it.each(['By Policy Term', 'By Sum Insured'])(
    "Multi-pay CI, %s: the criteria a file and a client page state name the term as the form does (spec 001: 'Policy Term')",
    async (tab) => {
      writeInsured(FEMALE_INSURED);
      const { calls } = mockFetch((call) =>
        call.url === COMPARISON_PATHS.multiPayCI
          ? jsonResponse(200, { success: true, result: [[], []], dataset: null })
          : jsonResponse(200, overview('multiPayCI')),
      );
      renderWithApp(<MultiCiPage title="Multi-Pay Critical Illness" />);
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      const fieldLabels = [...panel.querySelectorAll('[id$="-label"]')].map((l) => l.textContent.trim());
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      const searched = () => calls.filter((c) => c.url === COMPARISON_PATHS.multiPayCI);
      await waitFor(() => expect(searched()).toHaveLength(1));
      const lines = criteriaLinesOf(searched()[0]?.body);
      // the tab is the Search By choice; then the open tab's fields, in their order, by their labels
      expect(lines[0]).toEqual(['Search By', tab]);
      expect(lines.map(([label]) => label)).toEqual(['Search By', ...fieldLabels]);
      expect(fieldLabels.some((l) => l.startsWith('Policy Term'))).toBe(true);
    },
  );

  it("Maternity: a failed call shows 'Error: Backend server is down' and unlocks the form", async () => {
    writeInsured(FEMALE_INSURED);
    mockFetch((call) =>
      call.url === overviewPathFor('maternity')
        ? jsonResponse(200, overview('maternity'))
        : jsonResponse(500, {}),
    );
    renderWithApp(<MaternityPage title="Maternity" />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(COMPARISON_MESSAGES.backendDown)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy());
  });

  it("Maternity: a reply without the success flag shows 'Error: Invalid reply from backend'", async () => {
    writeInsured(FEMALE_INSURED);
    mockFetch((call) =>
      call.url === overviewPathFor('maternity')
        ? jsonResponse(200, overview('maternity'))
        : jsonResponse(200, { rows: [] }),
    );
    renderWithApp(<MaternityPage title="Maternity" />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(COMPARISON_MESSAGES.invalidReply)).toBeTruthy();
    expect(screen.queryByText(COMPARISON_MESSAGES.backendDown)).toBeNull();
  });

  it("display settings: at least one insurer, then 'Update is successful!'", async () => {
    writeInsured(FEMALE_INSURED);
    const { calls } = mockFetch((call) =>
      call.url === COMPARISON_PATHS.displaySettings
        ? jsonResponse(200, { success: true, data: call.body })
        : jsonResponse(200, overview('maternity')),
    );
    renderWithApp(<MaternityPage title="Maternity" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Insurers' }));
    await userEvent.click(screen.getByLabelText('Alpha Life'));
    await userEvent.click(screen.getByLabelText('Beta Assurance'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(COMPARISON_MESSAGES.atLeastOneInsurer)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Beta Assurance'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COMPARISON_MESSAGES.displaySettingsSaved)).toBeTruthy();
    expect(calls.find((c) => c.url === COMPARISON_PATHS.displaySettings)?.body).toEqual({
      comparisonType: 'maternity',
      onlyDisplayInsurers: ['Beta Assurance'],
    });
  });

  it('Long Term Care re-runs its last search for a new insured (spec 001 §4)', async () => {
    const criteria = {
      searchBySA: true,
      sumInsured: 2000,
      premium: 600,
      _2ADLs: true,
      _3ADLs: false,
      _escalation: false,
    };
    sessionStorage.setItem(`${STORAGE_KEYS.lastComparisonSearch}longTermCare`, JSON.stringify(criteria));
    writeInsured({ ...FEMALE_INSURED, alb: 44, anb: 45, anbNearest: 45 });
    const { calls } = mockFetch((call) =>
      call.url === COMPARISON_PATHS.longTermCare
        ? jsonResponse(200, { success: true, result: [[], []], dataset: null })
        : jsonResponse(200, overview('longTermCare')),
    );
    renderWithApp(<LongTermCarePage title="Long Term Care" />);
    await waitFor(() => expect(calls.some((c) => c.url === COMPARISON_PATHS.longTermCare)).toBe(true));
    expect(calls.find((c) => c.url === COMPARISON_PATHS.longTermCare)?.body).toMatchObject({
      anb: 45,
      gender: 'F',
      sumInsured: 2000,
      _3ADLs: false,
    });
    expect(await screen.findByText('No plans found', { ignore: '.sr-only' })).toBeTruthy();
  });

  // Issue 33: Whole Life and Universal Life Index answer one illustration rate a reply: the toggle the
  // other value-series tools show asks again at the rate pressed, and later searches keep it.
  it.each([
    ['Whole Life', 'wholeLifePlan', WholeLifePage],
    ['Universal Life Index', 'universalLifeIndexed', UliPage],
  ] as const)('%s: the rate toggle searches again at 3.00%%', async (title, type, Page) => {
    writeInsured(FEMALE_INSURED);
    const { calls } = mockFetch((call) =>
      call.url === COMPARISON_PATHS[type]
        ? jsonResponse(200, { success: true, result: [[], []], dataset: null })
        : jsonResponse(200, overview(type)),
    );
    renderWithApp(<Page title={title} />);
    const searches = () => calls.filter((c) => c.url === COMPARISON_PATHS[type]);
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.body).not.toHaveProperty('illustrationRate');
    const toggle = await screen.findByRole('group', { name: 'Illustration rate' });
    const upper = screen.getByRole('button', { name: '4.25%' });
    expect(toggle.contains(upper)).toBe(true);
    expect(upper.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '3.00%' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.body).toMatchObject({ anb: 37, illustrationRate: '3.00' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '3.00%' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: '4.25%' }).getAttribute('aria-pressed')).toBe('false');
  });
});
