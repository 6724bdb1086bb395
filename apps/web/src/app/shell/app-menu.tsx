import { Tooltip } from 'primereact/tooltip';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MENU_GROUPS, type MenuNode } from '../routes';

type AppMenuProps = {
  /** Icons only, labels as tooltips (desktop slim mode). */
  isSlim: boolean;
  /** Submenus drop down over the page, so they start closed and close after navigating. */
  isHorizontal: boolean;
  onNavigate: () => void;
  footer?: ReactNode;
};

const containsPath = (node: MenuNode, pathname: string): boolean =>
  node.path === pathname || (node.children ?? []).some((child) => containsPath(child, pathname));

type MenuEntryProps = Omit<AppMenuProps, 'footer'> & { node: MenuNode };

function MenuEntry({ node, isSlim, isHorizontal, onNavigate }: MenuEntryProps) {
  const { pathname } = useLocation();
  const [isExpanded, setIsExpanded] = useState(() => !isHorizontal && containsPath(node, pathname));

  useEffect(() => {
    if (isHorizontal) setIsExpanded(false);
  }, [pathname, isHorizontal]);
  const tooltip = isSlim ? { 'data-pr-tooltip': node.label, 'data-pr-position': 'right' as const } : {};

  if (node.path) {
    return (
      <li className="menu-item">
        <NavLink to={node.path} end className="menu-link p-ripple" onClick={onNavigate} {...tooltip}>
          <i className={`menu-icon ${node.icon}`} aria-hidden="true" />
          <span className="menu-label">{node.label}</span>
        </NavLink>
      </li>
    );
  }
  const submenuId = `submenu-${node.label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li className={`menu-item menu-parent${isExpanded ? ' menu-expanded' : ''}`}>
      <button
        type="button"
        className="menu-link menu-toggle p-ripple"
        aria-expanded={isExpanded}
        aria-controls={submenuId}
        onClick={() => setIsExpanded((open) => !open)}
        {...tooltip}
      >
        <i className={`menu-icon ${node.icon}`} aria-hidden="true" />
        <span className="menu-label">{node.label}</span>
        <i className="pi pi-angle-down menu-toggle-icon" aria-hidden="true" />
      </button>
      <ul id={submenuId} className="submenu" hidden={!isExpanded}>
        {(node.children ?? []).map((child) => (
          <MenuEntry
            key={child.label}
            node={child}
            isSlim={isSlim}
            isHorizontal={isHorizontal}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}

/** spec 000 §2.3: Home; Modules (Calculators, Contact Cards, Comparisons, Life Goals 360, Journeys); Settings. */
export function AppMenu({ isSlim, isHorizontal, onNavigate, footer }: AppMenuProps) {
  return (
    <nav className="layout-menu" aria-label="Main menu">
      {isSlim ? <Tooltip target=".layout-menu [data-pr-tooltip]" /> : null}
      <ul className="menu-root">
        {MENU_GROUPS.map((group) => (
          <li key={group.label} className="menu-group">
            <span className="menu-group-label" id={`menu-group-${group.label.toLowerCase()}`}>
              {group.label}
            </span>
            <ul aria-labelledby={`menu-group-${group.label.toLowerCase()}`}>
              {group.items.map((node) => (
                <MenuEntry
                  key={node.label}
                  node={node}
                  isSlim={isSlim}
                  isHorizontal={isHorizontal}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
