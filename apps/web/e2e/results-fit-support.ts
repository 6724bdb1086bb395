import type { Page } from 'playwright-core';

// Issue 31, ADR 0033: what "a view fits" means, read in the page. The results area never scrolls
// sideways; the first row's headline value, Promo and row controls lie inside the results card and the
// window; and no number or word is broken across lines.

export type FitTargets = { headline: string; hasPromo: boolean };

/** Problems with the results as shown: empty when the view fits. */
export function fitProblems(page: Page, { headline, hasPromo }: FitTargets): Promise<string[]> {
  return page.evaluate(
    ({ headline, hasPromo }) => {
      const problems: string[] = [];
      const root = document.querySelector('.results-wide, .results-narrow');
      const card = root?.closest('.p-card');
      if (!root || !card) return ['no results'];
      const box = card.getBoundingClientRect();
      const right = Math.min(box.right, document.documentElement.clientWidth);
      for (const scroller of root.querySelectorAll('.p-datatable-wrapper, .results-cards')) {
        if (scroller.scrollWidth > scroller.clientWidth + 1)
          problems.push(`scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth} px`);
      }
      const targets: [string, Element | null | undefined][] = [];
      const table = root.querySelector('table.p-datatable-table');
      if (table) {
        const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
        const cells = table.querySelectorAll('tbody tr:not(.p-datatable-row-expansion)')[0]?.children;
        const cellOf = (label: string) => cells?.[heads.indexOf(label)];
        targets.push(['headline', cellOf(headline)], ['expander', table.querySelector('.p-row-toggler')]);
        targets.push(['hide', table.querySelector('button[data-hide-id]')]);
        if (hasPromo) targets.push(['promo', cellOf('Promo')]);
      } else {
        const first = root.querySelector('.result-card');
        targets.push(['headline', first?.querySelector('.result-card-premium')]);
        targets.push(['details', first?.querySelector('button[aria-controls]')]);
        targets.push(['hide', first?.querySelector('button[data-hide-id]')]);
        const promo = [...(first?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === 'Promo');
        if (hasPromo) targets.push(['promo', promo?.nextElementSibling]);
      }
      for (const [name, element] of targets) {
        const rect = element?.getBoundingClientRect();
        if (!rect || rect.width === 0) problems.push(`${name} missing`);
        else if (rect.left < box.left - 1 || rect.right > right + 1)
          problems.push(`${name} outside the card (${Math.round(rect.left)}-${Math.round(rect.right)} px)`);
      }
      return problems;
    },
    { headline, hasPromo },
  );
}

/**
 * Words (numbers included) under `selector` that the browser broke across lines: each run of
 * characters between spaces and hyphens must lie on one line.
 */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A line may end after a hyphen ("Break-" / "even"), never inside a run of letters or digits.
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}
