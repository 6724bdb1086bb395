import { COMPARISON_TOOLS, type BuiltComparisonType } from '@portal/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { PageProps } from '../components/page-card';
import { JOURNEY_ROUTES } from '../lib/journey-routes';
import { preloadableLazy } from '../lib/preloadable-lazy';

type PageName<M> = { [K in keyof M]: M[K] extends ComponentType<PageProps> ? K : never }[keyof M];

/** Issue 34: each lazy page's loader, so the entry can fetch the first page's chunk with the app's. */
const pageLoaders = new WeakMap<ComponentType<PageProps>, () => Promise<unknown>>();

/** A lazy page whose chunk loads once, when it is first shown or preloaded, whichever comes first. */
function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  const { Component, preload } = preloadableLazy(load);
  pageLoaders.set(Component, preload);
  return Component;
}

/**
 * Issue 10: each feature's pages are a chunk of their own, fetched the first time one of them is
 * shown, so the sign-in page never downloads the tables, calculators and exports. Pages of one
 * module share its chunk.
 */
function lazyPages<M>(load: () => Promise<M>) {
  return (name: PageName<M>): ComponentType<PageProps> =>
    lazyPage(async () => (await load())[name] as ComponentType<PageProps>);
}

const calculators = lazyPages(() => import('../features/calculators/components/calculator-pages'));
const card = lazyPages(() => import('../features/card/components/create-card-page'));
/** Issue 10: one lazy route per registry tool: the tool pages' chunk and the tool's own (issue 34). */
const toolPage = (type: BuiltComparisonType): ComponentType<PageProps> =>
  lazyPage(async () => (await import('../features/comparison/components/tool-pages')).loadToolPage(type));
const feedback = lazyPages(() => import('../features/feedback/components/feedback-page'));
const home = lazyPages(() => import('../features/home/components/home-page'));
const insured = lazyPages(() => import('../features/insured/components/insured-details-page'));
const journeys = lazyPages(() => import('../features/journeys/components/journey-pages'));
const lifeGoals = lazyPages(() => import('../features/life-goals/components/life-goals-pages'));
const links = lazyPages(() => import('../features/links/components/online-comparisons-page'));
const profile = lazyPages(() => import('../features/profile/components/profile-page'));

const HomePage = home('HomePage');
const LifeGoals360Page = lifeGoals('LifeGoals360Page');
const ClientProfilePage = lifeGoals('ClientProfilePage');
const LifeGoalsGoalsPage = lifeGoals('LifeGoalsGoalsPage');
const GoalsDetailsPage = lifeGoals('GoalsDetailsPage');
const StrategyReportPage = lifeGoals('StrategyReportPage');
const PvFvPmtRatePage = calculators('PvFvPmtRatePage');
const IrrXirrPage = calculators('IrrXirrPage');
const CoverageCalculatorPage = calculators('CoverageCalculatorPage');
const CreateCardPage = card('CreateCardPage');
const InsuredDetailsPage = insured('InsuredDetailsPage');
const OnlineComparisonsPage = links('OnlineComparisonsPage');
const FeedbackPage = feedback('FeedbackPage');
const ProfilePage = profile('ProfilePage');
const JourneyPage = journeys('JourneyPage');

export type AppRoute = {
  path: string;
  /** Shown in the breadcrumb, the menu and the page title. */
  label: string;
  Page: ComponentType<PageProps>;
  /** primeicons class for the menu */
  icon?: string;
};

// spec 000 §2.2: every signed-in route. The single source for the router, the breadcrumb and the menu.
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', label: 'Dashboard', Page: HomePage, icon: 'pi pi-home' },
  { path: '/lifeGoals360', label: 'Life Goals 360', Page: LifeGoals360Page, icon: 'pi pi-compass' },
  { path: '/lifeGoals360/profile', label: 'Client Profile', Page: ClientProfilePage, icon: 'pi pi-user' },
  { path: '/lifeGoals360/goals', label: 'Goals Selection', Page: LifeGoalsGoalsPage, icon: 'pi pi-flag' },
  {
    path: '/lifeGoals360/details',
    label: 'Set Goal Details',
    Page: GoalsDetailsPage,
    icon: 'pi pi-sliders-h',
  },
  { path: '/lifeGoals360/report', label: 'Strategy Report', Page: StrategyReportPage, icon: 'pi pi-file' },
  {
    path: '/calculator/pv-fv-pmt-rate',
    label: 'PV/FV/PMT/Rate',
    Page: PvFvPmtRatePage,
    icon: 'pi pi-calculator',
  },
  { path: '/calculator/irr-xirr', label: 'IRR/XIRR', Page: IrrXirrPage, icon: 'pi pi-percentage' },
  {
    path: '/calculator/coverage',
    label: 'Coverage Calculator',
    Page: CoverageCalculatorPage,
    icon: 'pi pi-shield',
  },
  { path: '/card', label: 'Create Card', Page: CreateCardPage, icon: 'pi pi-id-card' },
  {
    path: '/comparison/insuredDetails',
    label: 'Insured Details',
    Page: InsuredDetailsPage,
    icon: 'pi pi-user-edit',
  },
  // spec 001 §2: one route per registry tool; its path and title come from the tool's registry module.
  ...COMPARISON_TOOLS.map((tool) => ({ path: tool.route, label: tool.title, Page: toolPage(tool.type) })),
  {
    path: '/comparison/manage',
    label: 'Online Comparisons',
    Page: OnlineComparisonsPage,
    icon: 'pi pi-link',
  },
  { path: '/feedback', label: 'Feedback', Page: FeedbackPage, icon: 'pi pi-comment' },
  { path: '/profile', label: 'Update Profile', Page: ProfilePage, icon: 'pi pi-user' },
  ...JOURNEY_ROUTES.map((journey) => ({ ...journey, Page: JourneyPage })),
];

export const NO_PAGE_FOUND_LABEL = 'No page found';

export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * Issue 34: starts loading the chunk of the page at `pathname`, if it has one. The entry calls it for a
 * signed-in adviser's first page, beside the app's own chunks, instead of after the shell has drawn.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const Page = findRoute(pathname)?.Page;
  return (Page && pageLoaders.get(Page)?.()) ?? Promise.resolve();
}

export function routeFor(path: string): AppRoute {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in APP_ROUTES`);
  return route;
}

/**
 * spec 000 §2.3: the side menu's groups; labels and icons come from the route table. Modules also lists
 * Life Goals 360 and the Journeys (spec 000 §1 areas, issue 31).
 */
export type MenuNode = { label: string; icon: string; path?: string; children?: MenuNode[] };

const leaf = (path: string): MenuNode => {
  const route = routeFor(path);
  return { label: route.label, icon: route.icon ?? 'pi pi-circle', path };
};

export const MENU_GROUPS: readonly { label: string; items: MenuNode[] }[] = [
  { label: 'Home', items: [leaf('/')] },
  {
    label: 'Modules',
    items: [
      {
        label: 'Calculators',
        icon: 'pi pi-calculator',
        children: [
          leaf('/calculator/pv-fv-pmt-rate'),
          leaf('/calculator/irr-xirr'),
          leaf('/calculator/coverage'),
        ],
      },
      { label: 'Contact Cards', icon: 'pi pi-id-card', children: [leaf('/card')] },
      {
        label: 'Comparisons',
        icon: 'pi pi-chart-bar',
        children: [leaf('/comparison/insuredDetails'), leaf('/comparison/manage')],
      },
      // Issue 31: spec 000 §1 names Life Goals 360 and the journeys as areas of the product; without an
      // entry here they could only be reached by typing their address.
      leaf('/lifeGoals360'),
      {
        label: 'Journeys',
        icon: 'pi pi-directions',
        children: JOURNEY_ROUTES.map((journey) => leaf(journey.path)),
      },
    ],
  },
  { label: 'Settings', items: [leaf('/profile'), leaf('/feedback')] },
];
