import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userEvent } from '../../test/user-event';
import { AppMenu } from './app-menu';

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppMenu isSlim={false} isHorizontal={false} onNavigate={() => {}} />
    </MemoryRouter>,
  );

const hrefsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('side menu (spec 000 §2.3, issue 31)', () => {
  it('lists Life Goals 360 and the four journeys in Modules, beside the calculators, cards and comparisons', async () => {
    renderMenu();
    const modules = screen.getByRole('list', { name: 'Modules' });
    const toggles = within(modules)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(toggles).toEqual(['Calculators', 'Contact Cards', 'Comparisons', 'Journeys']);
    expect(within(modules).getByRole('link', { name: 'Life Goals 360' }).getAttribute('href')).toBe(
      '/lifeGoals360',
    );

    await userEvent.click(within(modules).getByRole('button', { name: 'Journeys' }));
    const journeys = document.getElementById('submenu-journeys') as HTMLElement;
    expect(hrefsIn(journeys)).toEqual([
      '/journeys/journeyOfWealth',
      '/journeys/journeyToRetire',
      '/journeys/journeyOfHealth',
      '/journeys/journeyForLegacy',
    ]);
    await userEvent.click(within(modules).getByRole('button', { name: 'Calculators' }));
    expect(within(modules).getByRole('link', { name: 'Coverage Calculator' }).getAttribute('href')).toBe(
      '/calculator/coverage',
    );
  });
});
