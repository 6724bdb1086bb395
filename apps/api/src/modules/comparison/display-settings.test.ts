import {
  COMPARISON_MESSAGES,
  COMPARISON_PATHS,
  DEV_CODES,
  overviewPathFor,
  overviewReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { comparisonAppForFile, getAs, postAs, signInAnother } from './comparison-test-kit.js';

let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['longTermCare'], (made) => ({ ctx, jwt } = made));

describe('POST /api/dashboard/profile/comparisonDisplaySettings', () => {
  it('saves per adviser and type; another adviser neither sees nor changes it', async () => {
    const setting = { comparisonType: 'longTermCare', onlyDisplayInsurers: ['Lion Gate Life'] };
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, setting)).json()).toEqual({
      success: true,
      data: setting,
    });
    const other = await signInAnother(ctx);
    expect((await getAs(ctx, other, COMPARISON_PATHS.displaySettings)).json()).toEqual({ data: [] });
    await postAs(ctx, other, COMPARISON_PATHS.displaySettings, {
      ...setting,
      onlyDisplayInsurers: ['Harbourline Assurance'],
    });
    expect((await getAs(ctx, jwt, COMPARISON_PATHS.displaySettings)).json()).toEqual({ data: [setting] });
    const overview = overviewReplySchema.parse(
      (await getAs(ctx, jwt, overviewPathFor('longTermCare'))).json(),
    );
    expect(overview.onlyDisplayInsurers).toEqual(['Lion Gate Life']);
    expect(overview.insurers.map((i) => i.name)).toEqual(['Harbourline Assurance', 'Lion Gate Life']);
    expect(overview.dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
  });

  it("refuses an empty list with 'Please select at least 1 insurer', an unknown type, and no token", async () => {
    const empty = await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'term',
      onlyDisplayInsurers: [],
    });
    expect(empty.json()).toEqual({
      message: COMPARISON_MESSAGES.atLeastOneInsurer,
      devCode: DEV_CODES.validation,
    });
    expect(
      (
        await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, {
          comparisonType: 'car',
          onlyDisplayInsurers: ['A'],
        })
      ).statusCode,
    ).toBe(400);
    expect((await postAs(ctx, undefined, COMPARISON_PATHS.displaySettings, {})).statusCode).toBe(403);
  });

  it('an overview of a type without data says so', async () => {
    const overview = overviewReplySchema.parse((await getAs(ctx, jwt, overviewPathFor('term'))).json());
    expect(overview).toEqual({
      comparisonType: 'term',
      insurers: [],
      onlyDisplayInsurers: [],
      dataset: null,
    });
  });
});
