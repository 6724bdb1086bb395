/**
 * Issue 17: moves focus to something that may not be on screen yet (a page's heading while its code
 * loads, the results heading while the results' code loads). `tryFocus` focuses it and says whether it
 * took focus; it is tried now and again at each change of the page until it does. Waiting stops when
 * anything else takes focus first (a dialog, the adviser's own Tab) or after `timeoutMs`. Returns a
 * function that stops waiting.
 */
export function focusWhenShown(tryFocus: () => boolean, timeoutMs = 10_000): () => void {
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}
