import { useSyncExternalStore } from 'react';

/** The window's width in CSS pixels, re-read on resize (the card size follows it, spec 000 §9). */
export function useScreenWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
  );
}
