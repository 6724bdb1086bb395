// spec 000 §2.6 and issue 5: the Comparison Menu's groups. Tools without `isBuilt` are listed but
// disabled until a later issue builds them; 101 dividend is 'Coming Soon'.

export type MenuTool = {
  label: string;
  path?: string;
  isBuilt: boolean;
  isComingSoon?: boolean;
  isFemaleOnly?: boolean;
};

export const COMPARISON_MENU: readonly { group: string; tools: MenuTool[] }[] = [
  {
    group: '101 Investment',
    tools: [
      { label: '101 RP', path: '/comparison/101RP', isBuilt: false },
      { label: '101 Dividend', isBuilt: false, isComingSoon: true },
    ],
  },
  {
    group: 'Endowment & Retirement',
    tools: [
      { label: 'Retirement Income', path: '/comparison/retirementIncomePlan', isBuilt: false },
      { label: 'Lifetime Income', path: '/comparison/lifetimeIncome', isBuilt: false },
      { label: 'Whole Life Endowment', path: '/comparison/wholeLifeEndowment', isBuilt: false },
    ],
  },
  {
    group: 'Legacy Planning',
    tools: [
      { label: 'Whole Life', path: '/comparison/wholeLife', isBuilt: false },
      { label: 'Universal Life Index', path: '/comparison/universalLifeIndex', isBuilt: false },
    ],
  },
  {
    group: 'Protection Planning',
    tools: [
      { label: 'Term', path: '/comparison/term', isBuilt: true },
      { label: 'Multi-pay CI', path: '/comparison/multiCI', isBuilt: true },
    ],
  },
  {
    group: 'Accident & Health',
    tools: [
      { label: 'Integrated Shield', path: '/comparison/integratedShield', isBuilt: true },
      { label: 'Long Term Care', path: '/comparison/longTermCare', isBuilt: true },
      { label: 'Maternity', path: '/comparison/maternity', isBuilt: true, isFemaleOnly: true },
    ],
  },
];
