// spec 002 §2: the Life Goals 360 screens, one per route (src/app/routes.tsx).
export { ClientProfilePage } from './client-profile-page';
export { GoalsDetailsPage } from './goals-details-page';
export { GoalsSelectionPage as LifeGoalsGoalsPage } from './goals-selection-page';
export { StartPage as LifeGoals360Page } from './start-page';
export { StrategyReportPage } from './strategy-report-page';
