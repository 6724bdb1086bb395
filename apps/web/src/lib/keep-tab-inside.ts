import { DomHandler } from 'primereact/utils';
import type { KeyboardEvent } from 'react';

/**
 * Issue 17 (WAI-ARIA APG, modal dialog): Tab from the last control goes to the first and Shift+Tab from
 * the first to the last, so focus never moves behind a modal panel's mask. For a keydown handler on the
 * panel's root.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusables = DomHandler.getFocusableElements(event.currentTarget) as HTMLElement[];
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isLeaving = event.shiftKey ? active === first || active === event.currentTarget : active === last;
  if (!isLeaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
