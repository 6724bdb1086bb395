import type { ReactNode } from 'react';

/** The signed-out frame: the app name above a centred card. */
export function AuthLayout({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <main className="auth-page">
      <div className="auth-column">
        <header className="auth-brand">
          <span className="brand-mark" aria-hidden="true">
            <i className="pi pi-briefcase" />
          </span>
          <div>
            <h1 className="brand-name">Adviser Portal</h1>
            <p className="brand-subtitle">
              {subtitle ?? 'Calculators, comparisons and client links for advisers'}
            </p>
          </div>
        </header>
        {children}
      </div>
    </main>
  );
}
