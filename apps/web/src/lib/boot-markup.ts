import { useEffect } from 'react';

// Issue 34 (ADR 0042): index.html carries the sign-in page (#boot), painted before any script runs; the
// app renders into #root, hidden while #boot is there (base.css). When the app's first page is on screen
// the HTML copy gives way, keeping what the adviser typed into it and where the focus was.

export function replaceBootMarkup(): void {
  const boot = document.getElementById('boot');
  const root = document.getElementById('root');
  if (!boot || !root) return;
  const focused = boot.contains(document.activeElement) ? document.activeElement?.id : undefined;
  for (const typed of boot.querySelectorAll('input')) {
    const live = typed.id ? root.querySelector<HTMLInputElement>(`#${CSS.escape(typed.id)}`) : null;
    if (live && typed.value && !live.value) live.value = typed.value;
  }
  boot.remove();
  if (focused) root.querySelector<HTMLElement>(`#${CSS.escape(focused)}`)?.focus();
}

/**
 * Called by the page the HTML copy stands in for (the sign-in page, or the unsupported-browser note).
 * A passive effect on purpose: it runs after its children's, and PrimeReact's inputs hand their element
 * to react-hook-form (which writes the field's default value into it) in theirs.
 */
export function useReplaceBootMarkup(): void {
  useEffect(replaceBootMarkup, []);
}
