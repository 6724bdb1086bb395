import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ToastHost } from '../components/toast-host';
import { createQueryClient } from '../lib/query-client';
import { getDisplaySettings } from '../lib/ui-settings-store';
import { LoadingOverlay } from './shell/loading-overlay';
import { DisplaySettingsSync } from './theme/display-settings-sync';

/**
 * Issue 17: a dropdown's hidden <select> only mirrors its value for forms and its arrow is a mouse
 * target; screen readers and the keyboard use the combobox, which carries the label. Both are hidden
 * from assistive technology, so they are not announced as unnamed controls. A switch's wrapper drops
 * the checkbox role it repeats around the real switch input (a control inside a control). Escape on an
 * open dropdown closes its list only: the key stops there, so the dialog around it stays open.
 */
const stopEscapeWhileListOpen = (event: KeyboardEvent) => {
  if (event.key === 'Escape' && document.querySelector('.p-dropdown-panel')) event.stopPropagation();
};

const PASS_THROUGH = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
    input: { onKeyDown: stopEscapeWhileListOpen },
  },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
};

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [initial] = useState(getDisplaySettings);
  return (
    // PrimeReact's Ripple stays off: one listener draws every control's ripple (theme/ripple.ts).
    <PrimeReactProvider value={{ ripple: false, inputStyle: initial.inputStyle, pt: PASS_THROUGH }}>
      <QueryClientProvider client={client}>
        <DisplaySettingsSync />
        <ToastHost />
        {children}
        <LoadingOverlay />
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
