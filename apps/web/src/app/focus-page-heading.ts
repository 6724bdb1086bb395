import { useEffect, useRef } from 'react';
import { focusWhenShown } from '../lib/focus-when-shown';

/** The page's main heading: the signed-in pages' `page-title`, the sign-in and 2FA pages' brand. */
const PAGE_HEADING = 'main h1';
/** A lazy page, or one that waits for its data, gets this long to show its heading. */
const HEADING_WAIT_MS = 10_000;

function focusHeading(): boolean {
  // The page a loading fallback hides stays in the DOM, display:none: its heading cannot take focus.
  for (const heading of document.querySelectorAll<HTMLElement>(PAGE_HEADING)) {
    // A heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    if (document.activeElement === heading) return true;
  }
  return false;
}

/**
 * A page that puts the caret in its first field itself (the 2FA code) keeps it. Not a field of the page
 * just left: while the next page's code loads, React hides the old one (display: none on an ancestor)
 * and its field still holds focus until the browser next lays the page out, then drops it to the body.
 */
function hasPageFocusedAField(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    active.matches('main input, main textarea, main select') &&
    active.closest('[style*="display: none"]') === null
  );
}

/** Focuses the page's heading now, or when it appears, unless the page has put the caret in a field. */
function focusHeadingWhenShown(): () => void {
  return hasPageFocusedAField() ? () => undefined : focusWhenShown(focusHeading, HEADING_WAIT_MS);
}

/**
 * Issue 17 (WAI-ARIA APG): after a navigation focus moves to the new page's main heading, so a keyboard
 * or screen reader user starts on the page they asked for, never on the body or a link left behind.
 * Not on the first load: focus stays at the start of the document there. `place` changes on each
 * navigation, e.g. the path plus whether the adviser is signed in.
 */
export function useFocusHeadingOnNavigation(place: string): void {
  const lastPlace = useRef(place);
  useEffect(() => {
    if (place === lastPlace.current) return;
    lastPlace.current = place;
    return focusHeadingWhenShown();
  }, [place]);
}
