// spec 002 §2: Life Goals 360 routes. The spec leaves the Client Profile and Goals Details paths
// unnamed ({token}); ADR 0018 records the ones chosen here.
export const LIFE_GOALS_PATHS = {
  start: '/lifeGoals360',
  profile: '/lifeGoals360/profile',
  goals: '/lifeGoals360/goals',
  details: '/lifeGoals360/details',
  report: '/lifeGoals360/report',
} as const;

export const STEP_PATHS = [
  LIFE_GOALS_PATHS.start,
  LIFE_GOALS_PATHS.profile,
  LIFE_GOALS_PATHS.goals,
  LIFE_GOALS_PATHS.details,
  LIFE_GOALS_PATHS.report,
] as const;

/** The query parameter a journey page uses to pre-select a goal on Goals Selection. */
export const GOAL_PARAM = 'goal';
