import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { TestResults } from './test-results';

const bodyRows = () =>
  screen.getAllByRole('row').filter((r) => within(r).queryByRole('button', { name: /^Hide / }));
const insurersShown = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.lastChild?.textContent);
const hideButton = (insurer: string) =>
  screen.getByRole('button', { name: `Hide ${insurer} - ${insurer} Term` });

function renderTable() {
  renderWithApp(
    <>
      <h2 id="heading" tabIndex={-1}>
        Results
      </h2>
      <TestResults exportName="test" headingId="heading" />
    </>,
  );
}

describe('results table hidden rows (spec 001 §2, issue 9)', () => {
  it('keeps every hidden row hidden when a second and a third are hidden, whatever their place', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    // A later row first, then earlier ones whose cells did not move: the order that brought rows back.
    await user.click(hideButton('Harbourline'));
    await user.click(hideButton('Orchid Bay'));
    expect(insurersShown()).toEqual(['Alpha', 'Delta', 'Beacon']);
    await user.click(hideButton('Alpha'));
    expect(insurersShown()).toEqual(['Delta', 'Beacon']);
  });

  it('keeps hidden rows hidden through sorting, keyword search and Expand/Collapse All; View All clears', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(hideButton('Delta'));
    await user.click(hideButton('Orchid Bay'));
    await user.click(screen.getByRole('columnheader', { name: 'Insurer' }));
    expect(insurersShown()).toEqual(['Alpha', 'Beacon', 'Harbourline']);
    await user.click(screen.getByRole('columnheader', { name: 'Insurer' }));
    expect(insurersShown()).toEqual(['Harbourline', 'Beacon', 'Alpha']);
    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'a');
    expect(insurersShown()).toEqual(['Harbourline', 'Beacon', 'Alpha']);
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'orchid');
    expect(bodyRows()).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByText('detail Beacon Term')).toBeTruthy();
    expect(screen.queryByText('detail Delta Term')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(insurersShown()).toEqual(['Harbourline', 'Beacon', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(insurersShown()).toEqual(['Orchid Bay', 'Harbourline', 'Delta', 'Beacon', 'Alpha']);
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    expect(document.activeElement?.id).toBe('heading');
  }, 20_000);

  it('disables the last eye and moves focus to the next eye, then to the heading', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(hideButton('Orchid Bay'));
    expect(document.activeElement).toBe(hideButton('Harbourline'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(hideButton('Delta'));
    await user.click(hideButton('Beacon'));
    // The last row: the neighbour before it takes focus.
    expect(document.activeElement).toBe(hideButton('Delta'));
    await user.click(hideButton('Delta'));
    expect((hideButton('Alpha') as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement?.id).toBe('heading');
  });
});

describe('results table semantics (issue 17)', () => {
  it('names every column, the expander one too, so each data cell has a header (WCAG 1.3.1)', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent.trim());
    expect(headers[0]).toBe('Details');
    expect(headers.filter((h) => h === '')).toEqual([]);
  });
});
