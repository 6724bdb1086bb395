/** Moves focus to an element by id once React has drawn it (after a dialog closes or a row goes). */
export function focusById(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
