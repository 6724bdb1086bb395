import { NARROW_BREAKPOINT_PX } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`;

/** spec 000 §9 and spec 001 §9: the narrow layout applies at 600 px or less. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false),
  );
}
