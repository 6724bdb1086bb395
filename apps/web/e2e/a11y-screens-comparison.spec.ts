import { describe } from 'vitest';
import { COMPARISON_SCREENS, itChecksScreens } from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the comparison screens (issue 17)', () => {
  itChecksScreens('every comparison screen', COMPARISON_SCREENS);
});
