import { PrimeReactProvider } from 'primereact/api';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { createQueryClient } from '../lib/query-client';

/** The sign-in page as its first render draws it, for the HTML a phone paints before any script runs. */
export function renderSignInMarkup(): string {
  return renderToString(
    <PrimeReactProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <SignInPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}
