import { Link } from 'react-router';
import { JOURNEY_ROUTES } from '../../../lib/journey-routes';

// Issue 31: the Dashboard leads to every area of spec 000 §1, not only to what the menu shows first.
// Paths are those of spec 000 §2.2; the menu (src/app/routes.tsx) lists the same areas.
const SHORTCUTS = [
  { path: '/comparison/insuredDetails', label: 'Compare plans', icon: 'pi pi-chart-bar' },
  { path: '/lifeGoals360', label: 'Life Goals 360', icon: 'pi pi-compass' },
  { path: '/calculator/coverage', label: 'Coverage Calculator', icon: 'pi pi-shield' },
  ...JOURNEY_ROUTES,
] as const;

export function HomeShortcuts() {
  return (
    <nav className="home-shortcuts" aria-labelledby="home-shortcuts-title">
      <h2 id="home-shortcuts-title" className="home-shortcuts-title">
        Start with a client
      </h2>
      <ul>
        {SHORTCUTS.map(({ path, label, icon }) => (
          <li key={path}>
            <Link to={path} className="home-shortcut">
              <i className={icon} aria-hidden="true" />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
