import { screen, waitFor } from '@testing-library/react';
import { Profiler, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ltcRow, mockLtcSearch } from '../../../test/fixtures/ltc-search';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { LONG_TERM_CARE_WEB_TOOL } from '../tools/long-term-care-tool';
import { ToolComparisonPage } from './comparison-tool-page';

// Issue 34 (ADR 0042): the page draws itself again as it settles (the form's first "ready" render, in
// the task of the page's first commit; the insurers arriving; the results' code arriving). The criteria
// fields follow the form themselves, so those renders leave them alone (their dropdowns were about a
// third of the ready render, which runs in the long task of the page's first commit).
beforeEach(() => signInForTest());

describe('the criteria while the page settles', () => {
  it('are drawn once, however often the page around them is', async () => {
    mockLtcSearch([ltcRow('Alpha', 600_00)]);
    let criteriaRenders = 0;
    let pageCommits = 0;
    const OwnCriteria = LONG_TERM_CARE_WEB_TOOL.Criteria;
    const CountedCriteria = (props: ComponentProps<typeof OwnCriteria>) => {
      criteriaRenders += 1;
      return <OwnCriteria {...props} />;
    };
    renderWithApp(
      <Profiler id="page" onRender={() => (pageCommits += 1)}>
        <ToolComparisonPage
          title="Long Term Care"
          tool={{ ...LONG_TERM_CARE_WEB_TOOL, Criteria: CountedCriteria }}
        />
      </Profiler>,
    );
    await screen.findByRole('button', { name: 'Search' });
    // The form's "ready" render is a commit of its own, right after the first; the overview's answer
    // and the results' code bring more once they are in.
    await waitFor(() => expect(pageCommits).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(criteriaRenders).toBe(1);
  });
});
