import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COMPARISON_PATHS,
  RETIREMENT_DEFAULTS,
  productInfoKey,
  retirementReplySchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { importDataset, sampleDataDir, seedSampleData } from '../products/products.service.js';
import { postAs, signInAnother } from './comparison-test-kit.js';

// Issue 31, spec 001 §3: "for retirement income the plan name used is the part before the first
// parenthesis". Real data names a plan's illustrations "Lion Gate RetireWell (5 Pay)" and its product
// info "Lion Gate RetireWell": the search must bring that info, and its promo, to the row.
let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedSampleData(ctx.deps, ['retirementIncomePlan']);
  const file = path.join(sampleDataDir()!, 'retirementIncomePlan.json');
  const dataset = JSON.parse(await readFile(file, 'utf8')) as {
    effectiveDate: string;
    isSample: boolean;
    series: { rows: unknown[][] };
  };
  for (const row of dataset.series.rows)
    if (row[1] === 'Lion Gate RetireWell') row[1] = 'Lion Gate RetireWell (5 Pay)';
  const outcome = await importDataset(
    ctx.deps,
    { ...dataset, isSample: false, effectiveDate: '2026-01-02' },
    { source: 'test:parenthesis' },
  );
  expect(outcome.ok, outcome.lines.join('\n')).toBe(true);
  jwt = await signInAnother(ctx);
});
afterAll(async () => ctx.close());

describe('Retirement Income product info by the plan name before the first parenthesis', () => {
  it('a plan named with a parenthesis gets the info and promo of its base name', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.retirementIncomePlan, {
      anb: 35,
      ageNearestBirthday: 35,
      gender: 'M',
      smoker: 'NS',
      ...RETIREMENT_DEFAULTS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [rows, infos] = retirementReplySchema.parse(res.json()).result;
    const row = rows.find((r) => r.planName === 'Lion Gate RetireWell (5 Pay)');
    expect(rows.map((r) => r.planName)).toContain('Lion Gate RetireWell (5 Pay)');
    const key = productInfoKey(row!.insurer, row!.planName, 'retirementIncomePlan');
    const info = infos.find((i) => productInfoKey(i.insurer, i.planName, 'retirementIncomePlan') === key);
    expect(info?.customerPromo.valid).toBe(true);
    expect(row!.promo).toBe(true);
  });
});
