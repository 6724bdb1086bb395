import { ProgressSpinner } from 'primereact/progressspinner';

/**
 * Issue 10: shown in the main area while a page's chunk downloads. It is a polite status for screen
 * readers, and it reserves the height of a page card so the footer and the scroll position do not jump
 * when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <ProgressSpinner className="page-loading-spinner" strokeWidth="4" aria-hidden="true" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
