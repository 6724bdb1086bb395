import { JOURNEY_NAMES, type JourneyName } from '@portal/contracts';

// spec 000 §2.2: the four journeys' addresses (`/journeys/{name}`, the names the contracts give, which the
// tools' journey steps use too), with the label and icon the route table, the menu and the Dashboard's
// shortcuts show; each journey's content (features/journeys) is found by its path.
export type JourneyPath = `/journeys/${JourneyName}`;

export const journeyPath = (name: JourneyName): JourneyPath => `/journeys/${name}`;

const JOURNEY_LOOKS: Record<JourneyName, { label: string; icon: string }> = {
  journeyOfWealth: { label: 'Journey of Wealth', icon: 'pi pi-chart-line' },
  journeyToRetire: { label: 'Journey to Retire', icon: 'pi pi-sun' },
  journeyOfHealth: { label: 'Journey of Health', icon: 'pi pi-heart' },
  journeyForLegacy: { label: 'Journey for Legacy', icon: 'pi pi-users' },
};

export const JOURNEY_ROUTES = JOURNEY_NAMES.map((name) => ({
  path: journeyPath(name),
  ...JOURNEY_LOOKS[name],
}));
