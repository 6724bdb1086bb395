import { BOOT_TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';

/**
 * Issue 34 (ADR 0042): the ripple of a press (a display setting), drawn by one listener on the document
 * instead of PrimeReact's Ripple in each control. Each of those rendered twice as it mounted and
 * measured its ink, which forced the page's first style and layout inside the commit that draws it.
 * The ink is what PrimeReact's Ripple draws: a circle as wide as the control's longer side, centred on
 * the press, growing and fading (base.css), taken away once it has played.
 */

/** The controls PrimeReact gives a ripple (the ones the portal uses), and our own `p-ripple` links. */
const RIPPLE_TARGETS = [
  '.p-ripple',
  '.p-button',
  '.p-tabview-nav-link',
  '.p-dropdown-item',
  '.p-dialog-header-icon',
  '.p-paginator-element',
  '.p-menuitem-link',
  '.p-sidebar-icon',
  '.p-toast-icon-close',
  '.p-message-close',
  '.p-row-toggler',
].join(', ');

/** The ink's animation (base.css `.p-ink-active`) and a margin: the ink goes even if no end is signalled. */
const INK_LIFETIME_MS = 600;

let isOn = false;
let isListening = false;

/** Turns the ripple on or off for every control from now on. */
export function showRipples(on: boolean) {
  isOn = on;
  if (!on || isListening) return;
  document.addEventListener('pointerdown', drawInk, { capture: true, passive: true });
  isListening = true;
}

function drawInk(event: PointerEvent) {
  if (!isOn || event.button !== 0 || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(RIPPLE_TARGETS);
  if (!target || target.matches(':disabled, .p-disabled')) return;
  // The HTML's sign-in page is not the app's until it has taken it over: an ink added to it while React
  // hydrates it would not match the app's markup, and React would draw the page again, losing the press.
  if (target.closest(`#boot:not([${BOOT_TAKEN_OVER_ATTRIBUTE}])`)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // The control holds the ink (PrimeReact's rules for each control, or .p-ripple); one that would let
  // it spread over the page gets none.
  const { position, overflow } = getComputedStyle(target);
  if (position === 'static' || !['hidden', 'clip'].includes(overflow)) return;
  const box = target.getBoundingClientRect();
  const size = Math.max(box.width, box.height);
  target.querySelector(':scope > .p-ink')?.remove();
  const ink = document.createElement('span');
  ink.className = 'p-ink p-ink-active';
  ink.setAttribute('aria-hidden', 'true');
  // Placed in the control's padding box.
  Object.assign(ink.style, {
    width: `${size}px`,
    height: `${size}px`,
    left: `${event.clientX - box.left - target.clientLeft - size / 2}px`,
    top: `${event.clientY - box.top - target.clientTop - size / 2}px`,
  });
  target.append(ink);
  const remove = () => ink.remove();
  ink.addEventListener('animationend', remove, { once: true });
  window.setTimeout(remove, INK_LIFETIME_MS);
}
