import { describe, expect, it } from 'vitest';
import { browserForSuite } from './suite-page';
import { newPage, registerAndSignIn, screenshot, signInThroughApi } from './support';

// Issue 32 item 5 (ADR 0041): a browser shared by two advisers. One signs out in one tab while a Life
// Goals tab stays open; the next adviser signs in there and finds none of the first adviser's clients.
describe('a shared browser', () => {
  const suite = browserForSuite();

  it('a tab left open after sign-out in another tab writes nothing, and the next adviser sees nothing', async () => {
    const { context, page: planner } = await newPage(suite.browser, {
      width: 1366,
      height: 900,
      storageState: await signInThroughApi(),
      serviceWorkers: 'block',
    });
    await planner.goto('/lifeGoals360/profile');
    await planner.getByLabel('Name', { exact: true }).fill('Alice Tan');
    await planner.getByLabel('Date of Birth').fill('01/03/1990');
    await planner.getByLabel('Female', { exact: true }).check();
    await planner.getByLabel('Non-Smoker', { exact: true }).check();
    await planner.getByRole('button', { name: 'Next' }).click();
    await planner.waitForURL('**/lifeGoals360/goals');
    const storedName = () =>
      planner.evaluate(
        () => JSON.parse(localStorage.getItem('lifeGoals360') ?? 'null')?.insured?.name ?? null,
      );
    expect(await storedName()).toBe('Alice Tan');

    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Profile menu' }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await other.getByRole('button', { name: 'Sign In' }).waitFor();

    // The tab left open hears of the sign-out: it shows the sign-in page and has saved nothing since.
    await planner.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await planner.evaluate(() => localStorage.length)).toBe(0);
    await other.close();

    await registerAndSignIn(planner);
    await planner.goto('/lifeGoals360');
    await planner.getByRole('button', { name: 'Design Your Future' }).waitFor();
    await screenshot(planner, 'shared-browser-next-adviser-life-goals');
    expect(await planner.getByText('Alice Tan').count()).toBe(0);
    expect(await storedName()).toBeNull();
    await context.close();
  });
});
