import { COMPARISON_TOOLS } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bornForAnb, seriousViolations, settle, signedInSuiteWithInsured } from './a11y-support';
import { uploadOnline } from './comparison-support';
import { brokenWords, fitProblems } from './results-fit-support';
import { newPage, screenshot } from './support';

// Issue 31, ADR 0033: every view of every tool shows its headline value, Promo and row controls without
// a sideways scroll at 1366 x 768 and 768 px, a row's details included; at 390 px no number or word is
// broken across lines. Screenshots of each view at each width land in e2e/artifacts/.

const LAPTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

/** The expanded row's parts must lie inside the card too (the payout chart, the row details). */
function clippedDetails(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('.results-card');
    const detail = document.querySelector(
      '.p-datatable-row-expansion > td, .result-card-detail:not([hidden])',
    );
    if (!card || !detail) return ['no open row'];
    const right = Math.min(card.getBoundingClientRect().right, document.documentElement.clientWidth);
    return (
      [...detail.querySelectorAll('canvas, button, th, td, li, h3, h4')]
        .filter((el) => !el.closest('[role="region"]'))
        .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > right + 1)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}" past the card`)
        // A payout bar with no room for its bar (the narrow card's chart showed figures only).
        .concat(
          [...detail.querySelectorAll('.payout-bar-track')]
            .filter((track) => track.getBoundingClientRect().width < 24)
            .slice(0, 1)
            .map(() => 'payout bars have no room'),
        )
    );
  });
}

/** Criteria inputs that stick out of their field into a neighbour (Long Term Care's sum insured). */
function overlappingInputs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.criteria-field')].flatMap((field) => {
      const box = field.getBoundingClientRect();
      return [...field.querySelectorAll('input:not([type="radio"]):not([type="checkbox"])')]
        .filter((input) => input.getBoundingClientRect().right > box.right + 1)
        .map((input) => `${field.querySelector('label')?.textContent ?? input.id} sticks out of its field`);
    }),
  );
}

async function openFirstRow(page: Page): Promise<void> {
  const toggle = page
    .locator('.results-card')
    .locator('.p-row-toggler, .result-card button[aria-controls]')
    .first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Retirement Income: the payout chart by year, the widest thing a row opens.
  const chart = page.getByRole('button', { name: 'Chart', exact: true });
  if (await chart.isVisible()) {
    await chart.click();
    await page.getByRole('button', { name: /^Year 1 / }).waitFor();
  }
}

// Every tool, the 101 plan included (issue 31): it simulates with its defaults.
const TOOLS = COMPARISON_TOOLS;
const SEARCH_LABEL: Partial<Record<(typeof TOOLS)[number]['type'], string>> = { ilp101: 'Simulate' };

describe('results fit the screen (issue 31)', () => {
  // The sample illustrates ANB 35; a woman, so Maternity finds plans too.
  const suite = signedInSuiteWithInsured(bornForAnb(35));

  for (const tool of TOOLS) {
    it(`${tool.title}: every view at 1366, 768 and 390 px`, async () => {
      const { page } = suite;
      const headline = tool.columns.find((c) => c.isHeadline);
      const hasPromo = tool.columns.some((c) => c.key === 'promo');
      const modes = tool.viewModes.length > 0 ? tool.viewModes : [{ key: 'default', label: '' }];
      await page.setViewportSize(LAPTOP);
      await page.goto(tool.route);
      await page.getByRole('button', { name: SEARCH_LABEL[tool.type] ?? 'Search', exact: true }).click();
      await page.locator('.results-wide, .results-narrow').waitFor();
      await page.locator('button[data-hide-id]').first().waitFor();
      const problems: string[] = [];
      for (const size of [LAPTOP, TABLET, PHONE]) {
        await page.setViewportSize(size);
        for (const mode of modes) {
          if (mode.label) await page.getByRole('button', { name: mode.label, exact: true }).click();
          await openFirstRow(page);
          await settle(page);
          const where = `${tool.title} ${mode.key} ${size.width}`;
          const found = await fitProblems(page, { headline: headline?.label ?? '', hasPromo });
          problems.push(...found.map((p) => `${where}: ${p}`));
          problems.push(...(await clippedDetails(page)).map((p) => `${where}: ${p}`));
          problems.push(...(await overlappingInputs(page)).map((p) => `${where}: ${p}`));
          // Issue 31: only ages the insured (ANB 35) reaches are offered
          const compareAtAge = page.getByLabel('Compare at age');
          if (await compareAtAge.isVisible()) {
            const ages = (await compareAtAge.locator('option').allInnerTexts()).map(Number);
            if (ages.some((age) => age < 35))
              problems.push(`${where}: compare at age offers ${ages.join(', ')}`);
          }
          if (size === PHONE)
            problems.push(
              ...(await brokenWords(page, '.results-card')).map((w) => `${where}: "${w}" broken`),
            );
          // a Sort by choice longer than its list ends in an ellipsis, never cut off mid-word
          const sortBy = page.getByLabel('Sort by', { exact: true });
          if ((await sortBy.count()) > 0 && (await sortBy.isVisible())) {
            const cut = await sortBy.evaluate((el: HTMLSelectElement) => {
              const style = getComputedStyle(el);
              const context = document.createElement('canvas').getContext('2d')!;
              context.font = style.font;
              const text = el.options[el.selectedIndex]?.text ?? '';
              // the list's own arrow takes about 1.5 em of the box
              const room =
                el.clientWidth -
                parseFloat(style.paddingLeft) -
                parseFloat(style.paddingRight) -
                1.5 * parseFloat(style.fontSize);
              return context.measureText(text).width > room && style.textOverflow !== 'ellipsis';
            });
            if (cut) problems.push(`${where}: Sort by is cut off`);
          }
          // axe on the changed layout: each tool's first view at every width (cards at 768 are new)
          if (mode === modes[0]) problems.push(...(await seriousViolations(page, where)));
          await screenshot(page, `fit-${tool.type}-${mode.key}-${size.width}`);
        }
        if (modes.length > 1) await page.getByRole('button', { name: modes[0]!.label, exact: true }).click();
      }
      // Issue 31: the client's page of each value-series tool, published from these results
      if (tool.kind === 'valueSeries')
        problems.push(...(await clientPageProblems(suite.browser, page, tool.type)));
      expect(problems).toEqual([]);
    });
  }

  it('the profile: every tab at 1366, 768 and 390 px', async () => {
    const { page } = suite;
    const problems: string[] = [];
    await page.goto('/profile');
    const tabs = page.locator('.p-tabview-nav').first().getByRole('tab');
    await tabs.first().waitFor();
    const names = (await tabs.allInnerTexts()).map((t) => t.trim());
    for (const size of [LAPTOP, TABLET, PHONE]) {
      await page.setViewportSize(size);
      for (const [i, name] of names.entries()) {
        await tabs.nth(i).click();
        await settle(page);
        const where = `profile ${name} ${size.width}`;
        // an e-mail address longer than a phone's width may break; a number never
        problems.push(
          ...(await pageProblems(page, where, '.page-card')).filter((p) => !p.includes('@example.sg')),
        );
        if (size !== TABLET) problems.push(...(await seriousViolations(page, where)));
        await screenshot(page, `fit-profile-${i + 1}-${size.width}`);
      }
    }
    await page.setViewportSize(LAPTOP);
    expect(problems).toEqual([]);
  });
});

/** The page scrolls sideways, or a word or number under `selector` breaks over two lines. */
async function pageProblems(page: Page, where: string, selector: string): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${where}: scrolls sideways by ${overflow} px`);
  problems.push(...(await brokenWords(page, selector)).map((w) => `${where}: "${w}" broken`));
  return problems;
}

/**
 * Upload Online from the results on screen, then the client's page as a client opens it (no sign-in)
 * at 1366, 768 and 390 px: no sideways scroll, no figure broken over two lines, axe at 1366 and 390.
 */
async function clientPageProblems(browser: Browser, page: Page, type: string): Promise<string[]> {
  await page.setViewportSize(LAPTOP);
  const link = await uploadOnline(page, {
    clientName: 'Tan Ah Kow',
    description: 'Fit check',
    recommendation: 'The first plan suits you best.',
  });
  const problems: string[] = [];
  for (const size of [LAPTOP, TABLET, PHONE]) {
    const client = await newPage(browser, size);
    const reply = await client.page.goto(link);
    if (reply?.status() !== 200) problems.push(`client page ${type}: ${reply?.status()}`);
    const where = `client page ${type} ${size.width}`;
    problems.push(...(await pageProblems(client.page, where, 'table, dl')));
    // nothing runs past its card (Retirement Income's table did at 1366 px)
    const past = await client.page.evaluate(() =>
      [...document.querySelectorAll('.card table, .card dl')]
        .filter(
          (el) => el.getBoundingClientRect().right > el.closest('.card')!.getBoundingClientRect().right + 1,
        )
        .map((el) => el.tagName.toLowerCase()),
    );
    problems.push(...past.map((tag) => `${where}: a ${tag} runs past its card`));
    if (size !== TABLET) problems.push(...(await seriousViolations(client.page, where)));
    await screenshot(client.page, `fit-client-${type}-${size.width}`);
    await client.context.close();
  }
  return problems;
}
