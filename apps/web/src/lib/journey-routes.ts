// spec 000 §2.2: the four journeys' addresses, with the label and icon the route table, the menu and the
// Dashboard's shortcuts show; each journey's content (features/journeys) is found by its path.
export const JOURNEY_ROUTES = [
  { path: '/journeys/journeyOfWealth', label: 'Journey of Wealth', icon: 'pi pi-chart-line' },
  { path: '/journeys/journeyToRetire', label: 'Journey to Retire', icon: 'pi pi-sun' },
  { path: '/journeys/journeyOfHealth', label: 'Journey of Health', icon: 'pi pi-heart' },
  { path: '/journeys/journeyForLegacy', label: 'Journey for Legacy', icon: 'pi pi-users' },
] as const;

export type JourneyPath = (typeof JOURNEY_ROUTES)[number]['path'];
