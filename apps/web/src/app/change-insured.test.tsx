import { COMPARISON_PATHS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { InsuredDetailsPage } from '../features/insured/components/insured-details-page';
import { JourneyPage } from '../features/journeys/components/journey-pages';
import { loadToolPage } from '../features/comparison/components/tool-pages';
import { readInsured, writeInsured } from '../lib/insured-store';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { FEMALE_INSURED } from '../test/fixtures/insureds';
import { signInForTest } from '../test/session';
import { userEvent } from '../test/user-event';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const MultiCiPage = await loadToolPage('multiPayCI');

describe('Change Insured (issue 31)', () => {
  /** The Multi-pay CI page for FEMALE_INSURED, beside Insured Details; returns its searches so far. */
  const renderToolAndInsured = () => {
    writeInsured(FEMALE_INSURED);
    const { calls } = mockFetch((call) =>
      call.url === COMPARISON_PATHS.multiPayCI
        ? jsonResponse(200, { success: true, result: [[], []], dataset: null })
        : jsonResponse(200, { comparisonType: 'multiPayCI', insurers: [], onlyDisplayInsurers: [] }),
    );
    renderWithApp(
      <Routes>
        <Route path="/comparison/multiCI" element={<MultiCiPage title="Multi-Pay Critical Illness" />} />
        <Route path="/comparison/insuredDetails" element={<InsuredDetailsPage title="Insured Details" />} />
      </Routes>,
      { path: '/comparison/multiCI' },
    );
    return () => calls.filter((c) => c.url === COMPARISON_PATHS.multiPayCI);
  };

  /** Ticks S$200,000 and searches once. */
  const searchAt200k = async (searches: () => unknown[]) => {
    await userEvent.click(await screen.findByLabelText('S$200,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
  };

  const changeInsuredTo = async (dob: string) => {
    await userEvent.click(
      within(screen.getByLabelText('Insured')).getByRole('button', { name: 'Change Insured' }),
    );
    const field = await screen.findByLabelText('Date of Birth');
    await userEvent.clear(field);
    await userEvent.type(field, dob);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  };

  it('returns to the tool with its criteria and searches again for the new insured', async () => {
    const searches = renderToolAndInsured();
    await searchAt200k(searches);
    const [first] = searches();

    await changeInsuredTo('15/06/1980');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/comparison/multiCI'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    const second = searches()[1];
    expect(readInsured()?.anb).toBe(47);
    expect(second?.body).toEqual({ ...(first?.body as object), anb: 47, ageNearestBirthday: 46 });
    expect((screen.getByLabelText('S$200,000') as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
  });

  it('keeps criteria typed but not searched, and does not search for them', async () => {
    const searches = renderToolAndInsured();
    await userEvent.click(await screen.findByLabelText('S$200,000'));

    await changeInsuredTo('15/06/1980');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/comparison/multiCI'));
    expect(((await screen.findByLabelText('S$200,000')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(searches()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
  });

  it('after a search and Edit, searches again with the criteria as they were typed', async () => {
    const searches = renderToolAndInsured();
    await searchAt200k(searches);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByLabelText('S$250,000'));

    await changeInsuredTo('15/06/1980');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/comparison/multiCI'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    const [first, second] = searches().map((c) => c.body as { sumInsured: number[] });
    expect(first?.sumInsured).not.toContain(250000);
    expect(second).toEqual({
      ...first,
      sumInsured: [...(first?.sumInsured ?? []), 250000],
      anb: 47,
      ageNearestBirthday: 46,
    });
    expect((screen.getByLabelText('S$250,000') as HTMLInputElement).checked).toBe(true);
  });

  it('from a journey, returns to that journey with the new insured', async () => {
    writeInsured(FEMALE_INSURED);
    renderWithApp(
      <Routes>
        <Route path="/journeys/journeyToRetire" element={<JourneyPage title="Journey to Retire" />} />
        <Route path="/comparison/insuredDetails" element={<InsuredDetailsPage title="Insured Details" />} />
      </Routes>,
      { path: '/journeys/journeyToRetire' },
    );
    await changeInsuredTo('15/06/1980');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/journeys/journeyToRetire'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Insured').textContent).toContain('ANB 47');
  });
});
