import { AUTH_MESSAGES, FIELD_MESSAGES, RESET_MESSAGES } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForSuite } from './suite-page';
import {
  createInvitationCode,
  freshTotp,
  newPage,
  screenshot,
  waitForMail,
  watchCspViolations,
} from './support';

const adviser = {
  email: `reset.${Date.now()}@example.sg`,
  password: 'Orchard#Road2026',
  newPassword: 'Marina#Bay2027',
};
let secret = '';

/** Registers and confirms 2FA through the API, so this spec starts from an ordinary adviser. */
async function registerAdviser(): Promise<void> {
  const api = (path: string, body: unknown) =>
    fetch(`${inject('baseUrl')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await api('/api/non-auth/registration', {
    invitationCode: await createInvitationCode(),
    rnfName: 'Reset Advisory',
    rnf: `RST-${Date.now()}`,
    name: 'Reset Tester',
    mobile: '81234567',
    email: adviser.email,
    password: adviser.password,
    confirmedPassword: adviser.password,
  });
  const reply = (await registered.json()) as { id: string; otpauthUrl: string };
  secret = new URL(reply.otpauthUrl).searchParams.get('secret') ?? '';
  const verified = await api('/api/non-auth/verifyOTP', { id: reply.id, otp: await freshTotp(secret) });
  expect(verified.status).toBe(200);
}

describe('an adviser who forgot the password resets it by email and signs in with the new one', () => {
  const suite = browserForSuite();
  beforeAll(registerAdviser);

  it('forgot password -> mail -> reset page -> new password -> sign in', async () => {
    const { context, page } = await newPage(suite.browser);
    const violations = watchCspViolations(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgetPassword');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(FIELD_MESSAGES.otpRequiredShort).isVisible()).toBe(true);
    await screenshot(page, 'forgot-password-desktop');
    await page.setViewportSize({ width: 600, height: 900 });
    await screenshot(page, 'forgot-password-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByLabel('Email').fill(adviser.email);
    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(RESET_MESSAGES.requested).isVisible()).toBe(true);
    // spec 000 §4.1 step 7: back to the sign-in page after 5 s
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 8_000 });
    expect(new URL(page.url()).pathname).toBe('/');

    const mail = await waitForMail(adviser.email, /Reset your Adviser Portal password/);
    const link = /http:\/\/127\.0\.0\.1:\d+\/resetPassword\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '/');
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText(FIELD_MESSAGES.passwordRule).isVisible()).toBe(true);
    await screenshot(page, 'reset-password-desktop');
    await page.setViewportSize({ width: 600, height: 900 });
    await screenshot(page, 'reset-password-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByLabel('New Password').fill(adviser.newPassword);
    await page.getByLabel('Confirm Password').fill(adviser.newPassword);
    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText(RESET_MESSAGES.success).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 8_000 });
    await waitForMail(adviser.email, /password was changed/);

    // the link is spent: opening it again goes back to '/', which says so (issue 31)
    await page.goto(link ?? '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByText(RESET_MESSAGES.linkUsed).isVisible()).toBe(true);

    await page.getByLabel('Email').fill(adviser.email);
    await page.getByLabel('Password').fill(adviser.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.loginInvalid).isVisible()).toBe(true);
    await page.getByLabel('Password').fill(adviser.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/otp');
    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Announcement' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it("opening /resetPassword without a token shows 'No Token', 'Invalid Token' and a way back", async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/resetPassword');
    await expect.poll(() => page.getByText(RESET_MESSAGES.invalidToken).isVisible()).toBe(true);
    expect(await page.title()).toBe(RESET_MESSAGES.noTokenTitle);
    // issue 9: and a way back to sign-in
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
