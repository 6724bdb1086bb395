import { COMPARISON_MENU, COMPARISON_TOOLS, type JourneyName } from '@portal/contracts';
import { journeyPath, type JourneyPath } from '../../../lib/journey-routes';

// Issue 15: the four journeys (spec 000 §2.2 names the routes, not the content). Each explains a need in
// plain words and links the tools that serve it.

export type JourneyTool = {
  label: string;
  path: string;
  /** What the tool answers, in the client's words. */
  answers: string;
  isFemaleOnly?: boolean;
};

export type JourneyStep = { title: string; text: string; tools: JourneyTool[] };

export type Journey = { path: JourneyPath; intro: string; steps: JourneyStep[] };

/** A journey's own step (not a comparison tool's), placed by `order` among the tools' steps. */
type OwnStep = JourneyStep & { order: number };

/**
 * Issue 10, 35: the comparison tools' steps in a journey come from the tools' own declarations
 * (contracts `journey`); the route, label and eligibility from the registry's Comparison Menu.
 */
function toolSteps(journey: JourneyName): OwnStep[] {
  const menu = COMPARISON_MENU.flatMap((group) => group.tools);
  return COMPARISON_TOOLS.flatMap(({ type, journey: step }) => {
    if (step?.journey !== journey) return [];
    const entry = menu.find((tool) => tool.type === type);
    if (!entry?.path) throw new Error(`No Comparison Menu route for ${type}`);
    const tool: JourneyTool = {
      label: step.label ?? entry.label,
      path: entry.path,
      answers: step.answers,
      ...(entry.isFemaleOnly ? { isFemaleOnly: true } : {}),
    };
    return [{ order: step.order, title: step.title, text: step.text, tools: [tool] }];
  });
}

/** A journey: its words and own steps, with the tools' steps put in their places. */
function journey(name: JourneyName, intro: string, ownSteps: OwnStep[]): Journey {
  const steps = [...ownSteps, ...toolSteps(name)]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...step }) => step);
  return { path: journeyPath(name), intro, steps };
}

const goalBuilder = (goal: string, answers: string): JourneyTool => ({
  label: 'Goal Builder (Life Goals 360)',
  path: `/lifeGoals360/goals?goal=${encodeURIComponent(goal)}`,
  answers,
});

export const JOURNEYS: readonly Journey[] = [
  journey(
    'journeyOfWealth',
    'Growing wealth starts with a target and a date. Then it is a matter of choosing how much risk to take to get there.',
    [
      {
        order: 1,
        title: 'Set the target',
        text: 'Put a number on the goal and the years to reach it; the Goal Builder shows what to invest each year or at once.',
        tools: [goalBuilder('Wealth Accumulation', 'How much do I need to put aside?')],
      },
    ],
  ),
  journey(
    'journeyToRetire',
    'Retiring well means knowing the income you will need, and turning savings into an income that does not run out.',
    [
      {
        order: 1,
        title: 'Know the number',
        text: "Enter the yearly income the client wants in today's dollars; inflation turns it into the amount needed at retirement.",
        tools: [goalBuilder('Comfortable Retirement', 'How much do I need when I stop working?')],
      },
    ],
  ),
  journey(
    'journeyOfHealth',
    'Health cover pays the bills when illness comes, and keeps an income going while the client recovers.',
    [],
  ),
  journey(
    'journeyForLegacy',
    'A legacy starts with making sure the family is safe, then passing on what matters, efficiently.',
    [
      {
        order: 1,
        title: 'Protect the family first',
        text: 'List what the family would need and what is already in place; the calculator shows the shortfall.',
        tools: [
          {
            label: 'Life Protection Calculator (Life Goals 360)',
            path: `/lifeGoals360/goals?goal=${encodeURIComponent('Financial Safety Net')}`,
            answers: 'Is my family covered if something happens to me?',
          },
        ],
      },
    ],
  ),
];

export const journeyFor = (pathname: string) => JOURNEYS.find((j) => j.path === pathname);
