import type { UserDetails } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { AppBreadcrumb } from './app-breadcrumb';
import { ProfileMenu } from './profile-menu';

type TopBarProps = {
  user: UserDetails;
  isMenuToggleShown: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  onSignOut: () => void;
};

export function TopBar({
  user,
  isMenuToggleShown,
  isMenuOpen,
  onToggleMenu,
  onOpenSettings,
  onSignOut,
}: TopBarProps) {
  return (
    <header className="layout-topbar">
      <Link to="/" className="layout-topbar-logo" aria-label="Adviser Portal home">
        <span className="brand-mark" aria-hidden="true">
          <i className="pi pi-briefcase" />
        </span>
        <span className="brand-name">Adviser Portal</span>
      </Link>
      {isMenuToggleShown ? (
        <Button
          type="button"
          icon="pi pi-bars"
          text
          rounded
          className="layout-menu-button"
          aria-label="Toggle menu"
          aria-controls="layout-sidebar"
          aria-expanded={isMenuOpen}
          onClick={onToggleMenu}
        />
      ) : null}
      <AppBreadcrumb />
      <div className="layout-topbar-end">
        <ProfileMenu user={user} onOpenSettings={onOpenSettings} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
