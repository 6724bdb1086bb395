import type { NewHomeEntry } from './home.repository.js';

// spec 002 §2: the home page's three tabs, in substance. Seeded once; editable in the database later.
type Seed = Omit<NewHomeEntry, 'position' | 'tab'>;

const announcements: Seed[] = [
  {
    title: 'Hide and unhide rows in comparison tables',
    label: 'Jun 2025',
    body: [
      'You can now hide any row of a comparison table with the eye icon, and bring every hidden row back at once with Unhide All.',
      'Hidden rows stay hidden when you sort the table, and they stay hidden in the unique client links you publish.',
    ],
  },
  {
    title: '101 RP comparison revamped',
    label: 'Apr/May 2025',
    body: [
      'The 101 RP investment-linked plan comparison has been rebuilt. It now shows the PI values and lets you run a custom calculation with your own assumptions.',
      'Each plan shows its projected net asset value and its breakeven yield, so plans can be compared on the same footing.',
      'Please read the FAQ before using the new comparison with clients.',
    ],
  },
  {
    title: 'Integrated Shield premium updates',
    label: 'Apr 2025',
    body: ['Integrated Shield premiums have been updated with the insurers’ April 2025 rates.'],
  },
  {
    title: 'Integrated Shield premium updates',
    label: 'Mar 2025',
    body: ['Integrated Shield premiums have been updated with the insurers’ March 2025 rates.'],
  },
  {
    title: 'Install the portal as an app',
    label: null,
    body: [
      'The portal can be installed as a progressive web app, so it opens from your home screen or dock like any other app.',
      'Android: open the portal in Chrome, tap the menu and choose Install app (or Add to Home screen).',
      'iOS and iPadOS: open the portal in Safari, tap Share and choose Add to Home Screen.',
      'MacOS: in Chrome, choose Install from the address bar; in Safari, choose File, then Add to Dock.',
      'Ubuntu and Windows: open the portal in Chrome or Edge and choose the install icon in the address bar.',
    ],
  },
  {
    title: 'Theme colour options',
    label: null,
    body: [
      'Open the settings panel to choose a light, dark or dim colour scheme, the menu colours and an accent colour.',
      'Your choice is saved to your account and follows you to every device you sign in on.',
    ],
  },
  {
    title: 'Other premium updates',
    label: null,
    body: [
      'Premiums of the other comparison types are refreshed as insurers publish new rates; each comparison shows the date its premiums were last updated.',
    ],
  },
];

const roadmap: Seed[] = [
  {
    title: '101 RP revamp',
    label: 'Partially complete',
    body: [
      'A rebuilt comparison of 101 investment-linked plans, with PI values, custom calculations, net asset values and breakeven yields.',
    ],
  },
  {
    // Issue 31: built, so the road map says so and where to find it.
    title: 'LifeGoals360',
    label: 'Live',
    body: [
      'A planning tool for a client’s insurance coverage, retirement needs and investment goals, in one guided flow.',
      'Open it from the menu under Modules, Life Goals 360, or from Start with a client above. The Coverage Calculator and the four journeys (Wealth, Retire, Health, Legacy) are in the same menu.',
    ],
  },
  {
    title: 'Summary360',
    label: null,
    body: ['A clear summary of a client’s policies that you can review and share with the client.'],
  },
  {
    title: 'Vision360',
    label: null,
    body: ['Cashflow planning for clients, with an overview and yearly and monthly views.'],
  },
];

const overview: Seed[] = [
  {
    title: '101 RP',
    label: null,
    body: [
      'Compares regular-premium investment-linked plans side by side, with projected values over the policy term.',
    ],
  },
  {
    title: 'Integrated Shield',
    label: null,
    body: [
      'Compares Integrated Shield plan premiums by ward class for insured ages (ANB) 1 to 99.',
      'Available for Singapore Citizens and Permanent Residents only.',
    ],
  },
  {
    title: 'Long Term Care',
    label: null,
    body: ['Compares long-term care plans and supplements for insured ages (ANB) 30 to 60.'],
  },
  {
    title: 'Lifetime Income',
    label: null,
    body: ['Compares plans that pay a regular income for life, with their guaranteed and projected payouts.'],
  },
  {
    title: 'Maternity',
    label: null,
    body: [
      'Compares maternity plans covering pregnancy complications and the newborn; available for female insured.',
    ],
  },
  {
    title: 'MultiPayCI',
    label: null,
    body: [
      'Compares critical illness plans that pay out more than once across the stages and recurrences of an illness.',
    ],
  },
  {
    title: 'Retirement Income',
    label: null,
    body: [
      'Compares retirement income plans with a payout period of 20 years.',
      'Premiums can be paid as a single premium or over 5 or 10 years, with guaranteed income options and a payout age of 60 or 65.',
    ],
  },
  {
    title: 'Term',
    label: null,
    body: ['Compares term life premiums for coverage to age 65, 70, 75, 85 or 99/100.'],
  },
  {
    title: 'Universal Life Index',
    label: null,
    body: [
      'Compares indexed universal life plans for sums insured of S$1,000,000 and S$5,000,000, with the crediting fully linked to the index (100%) or split 50/50 between the index and a fixed rate.',
    ],
  },
  {
    title: 'Whole Life',
    label: null,
    body: [
      'Compares whole life plans with 3X or 4X cover multipliers and premium terms of 5, 10, 15, 20 or 25 years, for non-smokers only.',
    ],
  },
  {
    // Issue 31: the eleventh tool was built but missing here.
    title: 'Whole Life Endowment',
    label: null,
    body: [
      'Compares savings plans for life by total premium and pay term: surrender values and the yearly return at a policy year you choose, illustrated at 4.25% and at 3.00% a year.',
    ],
  },
];

const inTab = (tab: NewHomeEntry['tab'], seeds: Seed[]): NewHomeEntry[] =>
  seeds.map((seed, index) => ({ ...seed, tab, position: index + 1 }));

export const HOME_CONTENT: NewHomeEntry[] = [
  ...inTab('announcement', announcements),
  ...inTab('roadmap', roadmap),
  ...inTab('overview', overview),
];
