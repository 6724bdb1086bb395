import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/toast-host';
import { createQueryClient } from '../lib/query-client';
import { getDisplaySettings } from '../lib/ui-settings-store';
import { LoadingOverlay } from './shell/loading-overlay';
import { DisplaySettingsSync } from './theme/display-settings-sync';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [initial] = useState(getDisplaySettings);
  return (
    <PrimeReactProvider value={{ ripple: initial.ripple, inputStyle: initial.inputStyle }}>
      <QueryClientProvider client={client}>
        <DisplaySettingsSync />
        <ToastHost />
        {children}
        <LoadingOverlay />
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
