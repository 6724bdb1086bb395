import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreens, OTHER_SCREENS, type SignedIn, signedInWithInsured } from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the other signed-in screens (issue 17)', () => {
  let session: SignedIn;
  let page: Page;

  beforeAll(async () => {
    session = await signedInWithInsured();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it(
    'every other screen at 1366 and 390 px, and none scrolls sideways at 320 px',
    { timeout: 300_000 },
    async () => {
      const { violations, wide } = await checkScreens(page, OTHER_SCREENS);
      expect(violations).toEqual([]);
      expect(wide).toEqual([]);
    },
  );
});
