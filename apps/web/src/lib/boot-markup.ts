import { BOOT_TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { useEffect } from 'react';

// Issue 34 (ADR 0042): index.html carries the sign-in page (#boot), drawn by the app's own components and
// painted before any script runs. The app hydrates that markup in place (main.tsx): the same elements stay
// on screen, so nothing is drawn twice. Hydration keeps the elements, but react-hook-form writes each
// field's default value into its element when it registers it; what the adviser typed before the script
// ran is read first and put back afterwards, with the focus. A button or tab pressed before the app has
// drawn the page (the boot script, contracts sign-in-boot.ts, keeps it) is pressed again once it has.

type BootElement = HTMLElement & { pendingPress?: HTMLElement };
type BootInput = {
  boot: BootElement;
  values: ReadonlyMap<string, string>;
  focusedId: string | undefined;
  stopWatching: () => void;
};

let taken: BootInput | null = null;

/**
 * Reads what was typed into the HTML copy and where the focus is; call before the app hydrates it. What
 * is typed while it hydrates (in slices, on a slow phone for a while) is kept as it is typed: the
 * registration that resets a field writes no input event, so the latest typed value survives it.
 */
export function takeBootInput(boot: BootElement): void {
  const values = new Map<string, string>();
  for (const input of boot.querySelectorAll('input'))
    if (input.id && input.value) values.set(input.id, input.value);
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.id) return;
    if (field.value) values.set(field.id, field.value);
    else values.delete(field.id);
  };
  boot.addEventListener('input', onInput, true);
  const active = document.activeElement;
  taken = {
    boot,
    values,
    focusedId: active && boot.contains(active) && active.id ? active.id : undefined,
    stopWatching: () => boot.removeEventListener('input', onInput, true),
  };
}

/**
 * The pressed element as the app drew it: the same one where hydration kept it, else the app's element
 * with the same id, or the same role and text (a tab has no id).
 */
function appsCopyOf(press: HTMLElement): HTMLElement | undefined {
  if (press.isConnected) return press;
  if (press.id) return document.getElementById(press.id) ?? undefined;
  const role = press.getAttribute('role');
  const selector = role ? `[role="${role}"]` : press.tagName;
  return [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent === press.textContent,
  );
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

/**
 * Puts back what takeBootInput read, into fields the app left empty, and presses again what was pressed
 * meanwhile; from then on presses are the app's. Once.
 */
export function restoreBootInput(): void {
  if (!taken) return;
  const { boot, values, focusedId, stopWatching } = taken;
  taken = null;
  stopWatching();
  const press = boot.pendingPress;
  delete boot.pendingPress;
  boot.setAttribute(BOOT_TAKEN_OVER_ATTRIBUTE, '');
  for (const [id, value] of values) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && !field.value) putTyped(field, value);
  }
  const focused = focusedId ? document.getElementById(focusedId) : null;
  if (focused && document.activeElement !== focused) focused.focus();
  if (press) appsCopyOf(press)?.click();
}

/**
 * Called by the page the HTML copy stands for (the sign-in page). A passive effect on purpose: it runs
 * after its children's, and PrimeReact's inputs hand their element to react-hook-form (which writes the
 * field's default value into it) in theirs.
 */
export function useRestoreBootInput(): void {
  useEffect(restoreBootInput, []);
}
