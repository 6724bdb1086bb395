import { BOOT_TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { useEffect } from 'react';

// Issue 34 (ADR 0042): index.html carries the sign-in page (#boot), drawn by the app's own components and
// painted before any script runs. The app hydrates that markup in place (main.tsx): the same elements stay
// on screen, so nothing is drawn twice. Hydration keeps the elements, but react-hook-form writes each
// field's default value into its element when it registers it; what the adviser typed before the script
// ran is read first and put back afterwards, with the focus, and a button or tab pressed meanwhile (the
// boot script, contracts sign-in-boot.ts, kept it) is pressed again.

type BootInput = {
  values: ReadonlyMap<string, string>;
  focusedId: string | undefined;
  press: HTMLElement | undefined;
};
type BootElement = HTMLElement & { pendingPress?: HTMLElement };

let taken: BootInput | null = null;

/**
 * Reads what was typed into the HTML copy, where the focus is and what was pressed; call before the app
 * hydrates it. From then on the boot script leaves presses to the app.
 */
export function takeBootInput(boot: BootElement): void {
  boot.setAttribute(BOOT_TAKEN_OVER_ATTRIBUTE, '');
  const values = new Map<string, string>();
  for (const input of boot.querySelectorAll('input'))
    if (input.id && input.value) values.set(input.id, input.value);
  const active = document.activeElement;
  taken = {
    values,
    focusedId: active && boot.contains(active) && active.id ? active.id : undefined,
    press: boot.pendingPress,
  };
  delete boot.pendingPress;
}

/**
 * Puts a value back as typed input, so react-hook-form's onChange reads it: set through the element's
 * own setter (React watches the instance's one) and announced by an input event. Issue 31 audit: set
 * plainly, the field showed the value while the form submitted its default ("Email is required").
 */
function putTyped(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts back what takeBootInput read, into fields the app left empty; once. */
export function restoreBootInput(): void {
  if (!taken) return;
  const { values, focusedId, press } = taken;
  taken = null;
  for (const [id, value] of values) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && !field.value) putTyped(field, value);
  }
  const focused = focusedId ? document.getElementById(focusedId) : null;
  if (focused && document.activeElement !== focused) focused.focus();
  // The same element, now the app's (hydration keeps it); gone where the app drew its own page.
  if (press?.isConnected) press.click();
}

/**
 * Called by the page the HTML copy stands for (the sign-in page). A passive effect on purpose: it runs
 * after its children's, and PrimeReact's inputs hand their element to react-hook-form (which writes the
 * field's default value into it) in theirs.
 */
export function useRestoreBootInput(): void {
  useEffect(restoreBootInput, []);
}
