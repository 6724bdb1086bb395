import { COMPARISON_TOOLS } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornForAnb, seriousViolations, settle, type SignedIn, signedInWithInsured } from './a11y-support';
import { brokenWords, fitProblems } from './results-fit-support';
import { screenshot } from './support';

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

const TOOLS = COMPARISON_TOOLS.filter((tool) => tool.type !== 'ilp101');

describe('results fit the screen (issue 31)', () => {
  let session: SignedIn;
  let page: Page;

  beforeAll(async () => {
    // The sample illustrates ANB 35; a woman, so Maternity finds plans too.
    session = await signedInWithInsured(bornForAnb(35));
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  for (const tool of TOOLS) {
    it(`${tool.title}: every view at 1366, 768 and 390 px`, async () => {
      const headline = tool.columns.find((c) => c.isHeadline);
      const hasPromo = tool.columns.some((c) => c.key === 'promo');
      const modes = tool.viewModes.length > 0 ? tool.viewModes : [{ key: 'default', label: '' }];
      await page.setViewportSize(LAPTOP);
      await page.goto(tool.route);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
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
          // axe on the changed layout: each tool's first view at every width (cards at 768 are new)
          if (mode === modes[0]) problems.push(...(await seriousViolations(page, where)));
          await screenshot(page, `fit-${tool.type}-${mode.key}-${size.width}`);
        }
        if (modes.length > 1) await page.getByRole('button', { name: modes[0]!.label, exact: true }).click();
      }
      expect(problems).toEqual([]);
    });
  }
});
