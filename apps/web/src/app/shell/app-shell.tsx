import { DESKTOP_BREAKPOINT_PX, SCROLL_TOP_THRESHOLD_PX } from '@portal/contracts';
import { ScrollTop } from 'primereact/scrolltop';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import type { StoredSession } from '../../lib/storage';
import { APP_ROUTES, routeFor } from '../routes';
import { useDisplaySettings } from '../theme/use-display-settings';
import { useSignOut } from '../use-sign-out';
import { AppMenu } from './app-menu';
import { usePageLabel } from './app-breadcrumb';
import { PROFILE_BUTTON_ID } from './profile-menu';
import { SessionClock } from './session-clock';
import { SettingsPanel } from './settings-panel';
import { TopBar } from './top-bar';
import { useMediaQuery } from './use-media-query';

const home = routeFor('/');

/** spec 000 §2.3: menu, top bar, breadcrumb, settings panel and scroll-to-top around every page. */
export function AppShell({ session }: { session: StoredSession }) {
  const settings = useDisplaySettings();
  const signOut = useSignOut();
  const pageLabel = usePageLabel();
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  const [isStaticHidden, setIsStaticHidden] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const { menuMode } = settings;
  // Below the desktop breakpoint every mode becomes an overlay drawer (spec 000 §9: 1091 px).
  const isDrawer = !isDesktop || menuMode === 'overlay';

  useEffect(() => {
    document.title = `${pageLabel} | Adviser Portal`;
  }, [pageLabel]);

  // Issue 17: an open drawer takes focus to its first link; Escape closes it and gives focus back to
  // the toggle (unless something inside it, such as an open dialog, handled the key first).
  useEffect(() => {
    if (!isMenuOpen) return;
    document.querySelector<HTMLElement>('#layout-sidebar a, #layout-sidebar button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setIsMenuOpen(false);
      document.querySelector<HTMLElement>('.layout-menu-button')?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const toggleMenu = () => {
    if (isDrawer) setIsMenuOpen((open) => !open);
    else setIsStaticHidden((hidden) => !hidden);
  };
  const closeDrawer = useCallback(() => setIsMenuOpen(false), []);
  const closeSettings = () => {
    setIsSettingsOpen(false);
    // Issue 17: focus returns to the panel's opener, never to the body.
    document.getElementById(PROFILE_BUTTON_ID)?.focus();
  };
  const endSession = useCallback(() => void signOut(), [signOut]);
  const expireSession = useCallback(() => void signOut('expired'), [signOut]);

  const wrapperClass = [
    'layout-wrapper',
    `layout-${menuMode}`,
    `menu-theme-${settings.colorScheme === 'light' ? settings.menuTheme : 'scheme'}`,
    isDesktop ? 'layout-desktop' : 'layout-mobile',
    isStaticHidden && !isDrawer ? 'layout-menu-hidden' : '',
    isDrawer && isMenuOpen ? 'layout-menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={wrapperClass}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <TopBar
        user={session.userDetails}
        isMenuToggleShown={!(isDesktop && menuMode === 'horizontal')}
        isMenuOpen={isDrawer ? isMenuOpen : !isStaticHidden}
        onToggleMenu={toggleMenu}
        onOpenSettings={() => setIsSettingsOpen(true)}
        onSignOut={endSession}
      />
      {/* Issue 17: a closed drawer (or a hidden static menu) is inert: out of the Tab order and unread. */}
      <aside
        id="layout-sidebar"
        className="layout-sidebar"
        aria-label="Navigation"
        inert={isDrawer ? !isMenuOpen : isStaticHidden}
      >
        <AppMenu
          key={menuMode}
          isSlim={isDesktop && menuMode === 'slim'}
          isHorizontal={isDesktop && menuMode === 'horizontal'}
          onNavigate={closeDrawer}
          footer={
            <SessionClock
              sessionEndsAt={session.sessionEndsAt}
              onExpired={expireSession}
              onSignInAgain={endSession}
            />
          }
        />
      </aside>
      {isDrawer && isMenuOpen ? (
        <div className="layout-mask" onClick={closeDrawer} aria-hidden="true" />
      ) : null}
      <main id="main-content" className="layout-main" tabIndex={-1}>
        {/* Issue 10: pages are lazy chunks; the menu, top bar and breadcrumb stay while one loads. */}
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {APP_ROUTES.map(({ path, label, Page }) => (
              <Route key={path} path={path} element={<Page title={label} />} />
            ))}
            {/* spec 000 §2.2: an unknown path shows the home page; the breadcrumb says 'No page found' */}
            <Route path="*" element={<home.Page title={home.label} />} />
          </Routes>
        </Suspense>
      </main>
      <ScrollTop threshold={SCROLL_TOP_THRESHOLD_PX} icon="pi pi-arrow-up" className="scroll-top" />
      <SettingsPanel isVisible={isSettingsOpen} onHide={closeSettings} />
    </div>
  );
}
