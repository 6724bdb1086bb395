import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Shows the current path so a test can see where a screen navigated to. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders a screen with the app's providers and a router at `path`. */
export function renderWithApp(ui: ReactElement, { path = '/', routePath = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={createQueryClient()}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The validation message shown under a field (the element its aria-describedby names). */
export function messageOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || '';
}
