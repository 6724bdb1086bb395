import { EMPTY_PLAN, type LifeGoalsPlan } from '@portal/contracts';
import { readPdfFonts } from '@portal/pdf/node';
import { readPdf } from '@portal/pdf/read';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writePlan } from '../../../lib/life-goals-store';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { StrategyReportPage } from '../components/strategy-report-page';
import { addGoal, setAddedToStrategyReport, setAssets, setGoalDetails, setLiabilities } from './plan-ops';
import { makeReportPdf } from './report-pdf';
import { PLAN_INSURED } from '../../../test/fixtures/insureds';

// Issue 36: the Strategy Report's PDF is real text, the report's content in reading order, tagged.

function reportPlan(): LifeGoalsPlan {
  let plan = addGoal(addGoal({ ...EMPTY_PLAN, insured: PLAN_INSURED }, 'Financial Safety Net'), 'Buy a Car');
  plan = setLiabilities(plan, 'Financial Safety Net', [
    {
      description: 'Home loan',
      payoutType: 'lump',
      amount: 420_000,
      inflationRate: 0,
      years: 1,
      futureValue: 420_000,
    },
  ]);
  plan = setAssets(plan, 'Financial Safety Net', [{ description: 'CPF and savings', value: 135_500 }]);
  plan = setGoalDetails(plan, 'Buy a Car', {
    description: 'Family car',
    amountNeeded: 90_000,
    yearsToAchieve: 6,
    inflationRate: 2,
    activeIndex: 1,
    goalType: "Today's Value Goal",
    targetAmount: 101_355,
  });
  plan = setAssets(plan, 'Buy a Car', [{ description: 'Car fund', value: 20_000 }]);
  plan = setAddedToStrategyReport(plan, 'Financial Safety Net', true);
  return setAddedToStrategyReport(plan, 'Buy a Car', true);
}

beforeEach(() => signInForTest());

describe('the Strategy Report as a PDF', () => {
  it("holds the client's goals and every figure of the report as text, headings tagged in order", async () => {
    writePlan(reportPlan());
    renderWithApp(<StrategyReportPage title="Strategy Report" />, { path: '/lifeGoals360/report' });
    const paper = screen.getByRole('article', { name: 'Strategy Report for Tan Mei Ling' });
    const bytes = await makeReportPdf(paper, {
      title: 'Strategy Report for Tan Mei Ling',
      author: 'Adviser',
      fonts: await readPdfFonts(),
    });
    const { text, roles, markInfo } = await readPdf(bytes);
    // Every heading, fact, list item and table cell of the report, in the PDF's text.
    const shown = [...paper.querySelectorAll('h2, dt, dd, li, th, td, p:not(.sr-only)')]
      .filter((el) => !el.closest('.sr-only'))
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    expect(shown).toContain('1. Financial Safety Net');
    expect(shown.filter((s) => s.includes('420,000')).length).toBeGreaterThan(0);
    for (const item of shown) expect(text).toContain(item);
    const h2s = [...paper.querySelectorAll('h2')].map((h) => h.textContent);
    expect(h2s).toEqual([
      'Strategy Report for Tan Mei Ling',
      'Client profile',
      'Summary of goals and protection',
      '1. Financial Safety Net',
      '2. Buy a Car',
      'Assumptions and notice',
    ]);
    expect(roles.filter((role) => /^H\d$/.test(role))).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2']);
    expect(markInfo).toMatchObject({ Marked: true });
  });
});
