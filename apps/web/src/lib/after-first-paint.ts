/**
 * Issue 34 (ADR 0042): longest that work kept for after a reloaded page's first paint waits for it. A tab
 * opened in the background draws nothing until it is shown; that work starts after this long all the same.
 */
export const FIRST_PAINT_WAIT_MS = 300;

let painted: Promise<void> | null = null;

/**
 * Resolves once the page's content is on the screen: the browser has reported the page's largest paint
 * (where it can; otherwise the frame after the next one has begun), or after FIRST_PAINT_WAIT_MS. What
 * the first screen does not need (the results' code, the session's token and the page's data after a
 * reload) waits for it, so it takes nothing from the first paint. The same promise for the page's whole
 * life: once it has resolved, it is settled.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((done) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver(finish);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(finish));
    }
  });
  return painted;
}

/** Test seam: a new page, not yet drawn. */
export function forgetFirstPaintForTests(): void {
  painted = null;
}
