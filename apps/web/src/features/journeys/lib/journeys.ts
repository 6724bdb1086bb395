import { COMPARISON_MENU, type BuiltComparisonType } from '@portal/contracts';
import type { JourneyPath } from '../../../lib/journey-routes';

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

/**
 * Issue 10: a comparison tool's link. Its route, label and eligibility come from the registry's
 * Comparison Menu, which lists the tools not built yet too.
 */
function comparisonTool(type: BuiltComparisonType, answers: string, label?: string): JourneyTool {
  const entry = COMPARISON_MENU.flatMap((group) => group.tools).find((tool) => tool.type === type);
  if (!entry?.path) throw new Error(`No Comparison Menu route for ${type}`);
  return {
    label: label ?? entry.label,
    path: entry.path,
    answers,
    ...(entry.isFemaleOnly ? { isFemaleOnly: true } : {}),
  };
}

const goalBuilder = (goal: string, answers: string): JourneyTool => ({
  label: 'Goal Builder (Life Goals 360)',
  path: `/lifeGoals360/goals?goal=${encodeURIComponent(goal)}`,
  answers,
});

export const JOURNEYS: readonly Journey[] = [
  {
    path: '/journeys/journeyOfWealth',
    intro:
      'Growing wealth starts with a target and a date. Then it is a matter of choosing how much risk to take to get there.',
    steps: [
      {
        title: 'Set the target',
        text: 'Put a number on the goal and the years to reach it; the Goal Builder shows what to invest each year or at once.',
        tools: [goalBuilder('Wealth Accumulation', 'How much do I need to put aside?')],
      },
      {
        title: 'Grow it with the markets',
        text: 'An investment-linked plan invests regular premiums in funds: more growth potential, and values that go up and down.',
        tools: [
          comparisonTool(
            'ilp101',
            'Which plan leaves more of my money invested?',
            '101 ILP (Regular Premium)',
          ),
        ],
      },
      {
        title: 'Grow it with guarantees',
        text: 'An endowment plan grows more slowly but guarantees part of what it pays back.',
        tools: [
          comparisonTool(
            'wholeLifeEndowment',
            'Which plan pays back the most, and how much of it is guaranteed?',
          ),
        ],
      },
    ],
  },
  {
    path: '/journeys/journeyToRetire',
    intro:
      'Retiring well means knowing the income you will need, and turning savings into an income that does not run out.',
    steps: [
      {
        title: 'Know the number',
        text: "Enter the yearly income the client wants in today's dollars; inflation turns it into the amount needed at retirement.",
        tools: [goalBuilder('Comfortable Retirement', 'How much do I need when I stop working?')],
      },
      {
        title: 'Income for a set time',
        text: 'A retirement income plan pays a monthly or yearly income for a fixed number of years from 60 or 65.',
        tools: [comparisonTool('retirementIncomePlan', 'Which plan pays me the most each year?')],
      },
      {
        title: 'Income for life',
        text: 'A lifetime income plan keeps paying for as long as the client lives.',
        tools: [comparisonTool('lifetimeIncome', 'Which plan pays me for life, and when do I break even?')],
      },
    ],
  },
  {
    path: '/journeys/journeyOfHealth',
    intro:
      'Health cover pays the bills when illness comes, and keeps an income going while the client recovers.',
    steps: [
      {
        title: 'Hospital bills',
        text: 'An Integrated Shield plan tops up MediShield Life for private or A-class wards.',
        tools: [comparisonTool('shieldSingle', 'What does each ward class cost me each year?')],
      },
      {
        title: 'Serious illness',
        text: 'Multi-pay critical illness cover pays a lump sum at diagnosis, and again if the illness comes back.',
        tools: [comparisonTool('multiPayCI', 'Which plan covers me best for my budget?')],
      },
      {
        title: 'Long-term care',
        text: 'Long term care cover pays a monthly benefit if the client can no longer look after themselves.',
        tools: [comparisonTool('longTermCare', 'How much monthly benefit can I afford?')],
      },
      {
        title: 'Starting a family',
        text: 'Maternity cover protects mother and baby through the pregnancy and birth.',
        tools: [comparisonTool('maternity', 'Which plan covers my pregnancy?')],
      },
    ],
  },
  {
    path: '/journeys/journeyForLegacy',
    intro: 'A legacy starts with making sure the family is safe, then passing on what matters, efficiently.',
    steps: [
      {
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
      {
        title: 'Cover for the whole of life',
        text: 'Whole life cover pays out whenever death comes, and builds cash value along the way.',
        tools: [comparisonTool('wholeLifePlan', 'Which plan gives the most cover for the premium?')],
      },
      {
        title: 'A large legacy',
        text: 'Universal life cover gives a large sum insured for a single premium, with growth linked to an index.',
        tools: [comparisonTool('universalLifeIndexed', 'How much legacy does my premium buy?')],
      },
    ],
  },
];

export const journeyFor = (pathname: string) => JOURNEYS.find((j) => j.path === pathname);
