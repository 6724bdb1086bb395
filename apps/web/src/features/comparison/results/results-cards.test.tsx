import { act, screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { TestResults } from './test-results';
import { UploadOnlineButton } from '../components/upload-online-dialog';
import { MALE_INSURED } from '../../../test/fixtures/insureds';
import { useRowToggle } from './row-toggles';

// Issue 9: at 600 px or less each result is a card; happy-dom gets a phone-sized media query answer.
const wideMatchMedia = window.matchMedia;
let isPhone = true;
const listeners = new Set<() => void>();
/** What a rotated tablet, or Chromium's full-page screenshot, does: the media query answer flips. */
const flipTo = (phone: boolean) =>
  act(() => {
    isPhone = phone;
    for (const listener of listeners) listener();
  });
beforeEach(() => {
  isPhone = true;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return isPhone && query.includes('max-width');
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

const cards = () => screen.getAllByRole('listitem');
const titles = () => cards().map((c) => within(c).getByRole('heading').textContent);

describe('results as phone cards', () => {
  it("names the order the rows come in, not always 'Lowest premium first' (issue 31)", () => {
    renderWithApp(<TestResults defaultOrder="Insurer (A to Z)" />);
    const sortBy = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sortBy.selectedOptions[0]?.textContent).toBe('Insurer (A to Z)');
    expect(screen.queryByRole('option', { name: 'Lowest premium first' })).toBeNull();
  });

  it('titles each card with insurer and plan, the premium first, the rest as labelled pairs', () => {
    renderWithApp(<TestResults />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(titles()[0]).toBe('Alpha · Alpha Term');
    const first = cards()[0]!;
    expect(first.querySelector('.result-card-premium')?.textContent).toBe('S$100.00');
    expect(within(first).getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(first).getByRole('button', { name: 'Hide Alpha - Alpha Term' }).textContent).toContain(
      'Hide',
    );
    // The toolbar keeps its words.
    expect(screen.getByRole('button', { name: 'Expand All' }).textContent).toBe('Expand All');
  });

  it('hides cards by id through Sort by and Details, and View All brings them back', async () => {
    const user = userEvent.setup();
    renderWithApp(<TestResults />);
    await user.click(screen.getByRole('button', { name: 'Hide Harbourline - Harbourline Term' }));
    await user.click(screen.getByRole('button', { name: 'Hide Orchid Bay - Orchid Bay Term' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Premium (high to low)');
    expect(titles()).toEqual(['Beacon · Beacon Term', 'Delta · Delta Term', 'Alpha · Alpha Term']);
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Details' }));
    expect(screen.getByText('detail Delta Term')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(titles()).toHaveLength(5);
    expect(titles()[0]).toBe('Beacon · Beacon Term');
  });

  it('keeps the open Upload Online dialog and what was typed when the layout switches', async () => {
    const user = userEvent.setup();
    isPhone = false;
    renderWithApp(
      <TestResults
        renderUpload={(ignoreList) => (
          <UploadOnlineButton
            source={{
              type: 'term',
              query: {},
              insured: MALE_INSURED,
              ignoreList,
              allowedInsurers: [],
            }}
          />
        )}
      />,
    );
    expect(screen.getByRole('table')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Online' }));
    await user.type(await screen.findByLabelText("Client's name on comparison"), 'Tan Ah Kow');
    flipTo(true);
    expect(screen.queryByRole('table')).toBeNull();
    flipTo(false);
    expect((screen.getByLabelText("Client's name on comparison") as HTMLInputElement).value).toBe(
      'Tan Ah Kow',
    );
  });

  it("keeps what an open row's content opened (the 101 plan's charts) when the layout switches", async () => {
    const user = userEvent.setup();
    function Charts({ id }: { id: string }) {
      const [isOpen, toggle] = useRowToggle(id, 'charts');
      return (
        <button type="button" aria-expanded={isOpen} onClick={toggle}>
          Charts of {id}
        </button>
      );
    }
    renderWithApp(<TestResults expansion={(r) => <Charts id={r.uniqueID} />} />);
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Details' }));
    const charts = () => screen.getByRole('button', { name: /^Charts of / });
    await user.click(charts());
    expect(charts().getAttribute('aria-expanded')).toBe('true');
    flipTo(false);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(charts().getAttribute('aria-expanded')).toBe('true');
    flipTo(true);
    expect(charts().getAttribute('aria-expanded')).toBe('true');
    await user.click(charts());
    expect(charts().getAttribute('aria-expanded')).toBe('false');
  });
});
