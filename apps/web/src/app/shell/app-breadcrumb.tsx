import { Link, useLocation } from 'react-router';
import { findRoute, NO_PAGE_FOUND_LABEL } from '../routes';

/** spec 000 §2.3: the page label; 'Dashboard' at the root, 'No page found' when no route matches. */
export function usePageLabel(): string {
  const { pathname } = useLocation();
  return findRoute(pathname)?.label ?? NO_PAGE_FOUND_LABEL;
}

export function AppBreadcrumb() {
  const label = usePageLabel();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Breadcrumb" className="app-breadcrumb">
      <ol>
        {pathname !== '/' ? (
          <li>
            <Link to="/" aria-label="Home" className="breadcrumb-home">
              <i className="pi pi-home" aria-hidden="true" />
            </Link>
            <i className="pi pi-angle-right breadcrumb-separator" aria-hidden="true" />
          </li>
        ) : null}
        <li aria-current="page" className="breadcrumb-current">
          {label}
        </li>
      </ol>
    </nav>
  );
}
