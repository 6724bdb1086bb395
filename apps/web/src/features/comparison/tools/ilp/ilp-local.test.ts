import { ILP_DEFAULTS, SEARCH_OUTCOME_MESSAGES, type ProductInfo } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { forgetIlpPlanDetails, ilpLocalReply } from './ilp-local';

// Issue 13, spec 001 §7, §8: Simulate makes no comparison call; the plan details are fetched once, and
// a failure to fetch them is only logged.

const info = (insurer: string, planName: string, valid: boolean): ProductInfo => ({
  insurer,
  planName,
  updatedAt: '2026-01-01',
  premiumUpdatedAt: '2026-01-01',
  customerPromo: { valid, promoName: valid ? 'Launch' : '', promoDetails: [] },
  features: [],
  premiumHoliday: [],
  partialSurrender: [],
  fullSurrender: [],
  loan: [],
  notes: [],
  usps: [],
  material: [],
  extra: {},
});
const DETAILS = {
  success: true,
  result: [
    info('Harbourline Assurance', 'Invest Goal X', true),
    info('Straits Mutual', 'Invest Flex', false),
  ],
  dataset: { effectiveDate: '2026-01-01', isSample: true },
};

afterEach(() => {
  forgetIlpPlanDetails();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the Custom calculation in the browser', () => {
  it('names insurers and promos from the plan details fetched once, and leaves PI to the API', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, DETAILS));
    const reply = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    expect(calls.map((c) => c.url)).toEqual(['/api/dashboard/comparison/ilp101PlanDetails']);
    const [rows, infos] = reply!.result;
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.planName === 'Invest Goal X')).toMatchObject({
      insurer: 'Harbourline Assurance',
      promo: true,
    });
    expect(rows.find((r) => r.planName === 'Wealth Pro II')?.insurer).toBe('Insurer E');
    expect(infos.map((i) => i.planName)).toEqual(['Invest Goal X', 'Invest Flex']);
    expect(reply!.dataset).toEqual(DETAILS.dataset);
    expect(ilpLocalReply({ ...ILP_DEFAULTS, comparisonType: 'pi' }, { onlyDisplayInsurers: [] })).toBeNull();
  });

  it("applies the adviser's insurer display filter and says when it hides every plan", async () => {
    mockFetch(() => jsonResponse(200, DETAILS));
    const some = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: ['Straits Mutual'] });
    expect(some!.result[0].map((r) => r.insurer)).toEqual(['Straits Mutual']);
    expect(some!.outcome).toEqual({ insurersMatching: 5, insurersShown: 1, emptyReason: null });
    const none = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: ['Nobody'] });
    expect(none!.result[0]).toEqual([]);
    expect(none!.outcome?.emptyReason).toBe(SEARCH_OUTCOME_MESSAGES.allHidden(5));
  });

  it('simulates without the details when they fail, only logging it, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockFetch(() => jsonResponse(500, { message: 'down', devCode: 'INTERNAL' }));
    const reply = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    expect(reply!.result[0].map((r) => r.insurer)).toContain('Insurer A');
    expect(warn).toHaveBeenCalledOnce();
    await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    expect(calls).toHaveLength(2);
  });

  it('the two Savvy Invest II variants are different rows (issue 31: they were identical)', async () => {
    mockFetch(() => jsonResponse(200, DETAILS));
    const reply = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    const savvy = reply!.result[0].filter((r) => r.planName === 'Savvy Invest II');
    expect(savvy.map((r) => r.variant).sort()).toEqual(['fixed', 'flexible']);
    const [a, b] = savvy;
    expect(a?.totalValueCents).not.toBe(b?.totalValueCents);
    expect(a?.breakEvenYield).not.toBe(b?.breakEvenYield);
  });

  it('after a failure keeps the insurers named when the details last loaded, filters by them and says what failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let isDown = false;
    mockFetch(() =>
      isDown ? jsonResponse(500, { message: 'down', devCode: 'INTERNAL' }) : jsonResponse(200, DETAILS),
    );
    await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: [] });
    forgetIlpPlanDetails();
    isDown = true;
    const reply = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: ['Straits Mutual'] });
    expect(reply!.result[0].map((r) => r.insurer)).toEqual(['Straits Mutual']);
    expect(reply!.outcome?.emptyReason).toBeNull();
    expect(reply!.outcome?.notice).toBe(SEARCH_OUTCOME_MESSAGES.ilpDetailsFailed(true));
  });

  it('with no names known, a failure does not let the display filter hide every plan nor blame the settings', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(500, { message: 'down', devCode: 'INTERNAL' }));
    const reply = await ilpLocalReply(ILP_DEFAULTS, { onlyDisplayInsurers: ['Straits Mutual'] });
    expect(reply!.result[0]).toHaveLength(6);
    expect(reply!.outcome?.emptyReason).toBeNull();
    expect(reply!.outcome?.notice).toBe(SEARCH_OUTCOME_MESSAGES.ilpDetailsFailed(false));
  });
});
