import { describe, expect, it } from 'vitest';
import { WIDTHS, seriousViolations } from './a11y-support';
import { browserForSuite } from './suite-page';
import { createInvitationCode, newPage } from './support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the guest pages (issue 17)', () => {
  const suite = browserForSuite();

  it('the sign-in, register, password reset and 2FA pages have no serious violation at either width', async () => {
    const guest = await newPage(suite.browser, {
      width: 1366,
      height: 850,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    try {
      const violations: string[] = [];
      for (const size of WIDTHS) {
        await guest.page.setViewportSize(size);
        await guest.page.goto('/');
        await guest.page.getByRole('button', { name: 'Sign In' }).waitFor();
        violations.push(...(await seriousViolations(guest.page, `sign-in ${size.width}`)));
        await guest.page.getByRole('tab', { name: 'Register' }).click();
        violations.push(...(await seriousViolations(guest.page, `register ${size.width}`)));
        for (const route of ['/forgetPassword', '/resetPassword/not-a-real-token']) {
          await guest.page.goto(route);
          await guest.page.locator('h1, h2').first().waitFor();
          violations.push(...(await seriousViolations(guest.page, `${route} ${size.width}`)));
        }
      }
      // The 2FA setup page, as a newly registered adviser meets it.
      await guest.page.goto('/');
      await guest.page.getByRole('tab', { name: 'Register' }).click();
      const stamp = `${Date.now()}`;
      await guest.page.getByLabel('Registration Code').fill(await createInvitationCode());
      await guest.page.getByLabel('RNF Name').fill('Goh Siew Lan');
      await guest.page.getByLabel('RNF Number').fill(`rep-${stamp.slice(-8)}`);
      await guest.page.getByLabel('Preferred Name').fill('Siew Lan');
      await guest.page.getByLabel('Mobile').fill('91234567');
      await guest.page.getByLabel('Email').fill(`a11y.${stamp}@example.sg`);
      await guest.page.getByLabel('Password', { exact: true }).fill('Marina#Bay2026');
      await guest.page.getByLabel('Confirm Password').fill('Marina#Bay2026');
      await guest.page.getByRole('button', { name: 'Register' }).click();
      await guest.page.waitForURL('**/otp');
      for (const size of WIDTHS) {
        await guest.page.setViewportSize(size);
        violations.push(...(await seriousViolations(guest.page, `2FA setup ${size.width}`)));
      }
      expect(violations).toEqual([]);
    } finally {
      await guest.context.close();
    }
  });
});
