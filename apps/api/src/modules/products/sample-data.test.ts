import {
  BUILT_COMPARISON_TYPES,
  DEV_CODES,
  MATERNITY_MATRICES,
  productSummaryPathFor,
  type BuiltComparisonType,
} from '@portal/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISER, seedFirstRun } from '../../cli/seed.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countDatasetVersions, findCurrentVersion } from './products.repository.js';
import { importDataset, sampleDataDir, seedSampleData } from './products.service.js';

// Issue 9: the shipped sample data shows no defect to an adviser.

type SampleFile = {
  products: {
    insurer: string;
    planName: string;
    features: string[];
    usps: string[];
    extra: Record<string, unknown>;
    material: { url: string; fileName: string }[];
  }[];
};
const readSample = async (type: BuiltComparisonType): Promise<SampleFile> =>
  JSON.parse(await readFile(path.join(sampleDataDir() ?? '', `${type}.json`), 'utf8')) as SampleFile;

let ctx: TestContext;
beforeAll(async () => {
  // The template every sample went into at the suite's start (by seedSampleData, as a first start does).
  ctx = await createTestContext({}, { withSamples: true });
});
afterAll(async () => ctx.close());

describe('the shipped sample dataset', () => {
  it('fills every cell of the three maternity matrices for every insurer (no Error!!! on screen)', async () => {
    const { products } = await readSample('maternity');
    for (const name of MATERNITY_MATRICES) {
      const grids = products.map((p) => p.extra[name] as Record<string, string>);
      const items = new Set(grids.flatMap((g) => Object.keys(g)));
      for (const grid of grids) {
        expect(Object.keys(grid).sort()).toEqual([...items].sort());
        expect(Object.values(grid).every((v) => v === 'Yes' || v === 'No')).toBe(true);
      }
    }
  });

  it.each(BUILT_COMPARISON_TYPES)('%s: no bullet of the plan texts talks about sample data', async (type) => {
    const { products } = await readSample(type);
    const bullets = products.flatMap((p) => [...p.features, ...p.usps]);
    expect(bullets.filter((b) => /sample|demonstration|fictional/i.test(b))).toEqual([]);
  });

  it('benefit texts differ per insurer where real plans differ', async () => {
    const distinctPerInsurer = (
      products: SampleFile['products'],
      pick: (p: SampleFile['products'][number]) => unknown,
    ) => {
      const byInsurer = new Map(products.map((p) => [p.insurer, JSON.stringify(pick(p))]));
      return new Set(byInsurer.values()).size;
    };
    const shield = (await readSample('shieldSingle')).products.filter((p) => p.planName.endsWith('Premier'));
    expect(distinctPerInsurer(shield, (p) => p.extra.preAndPostHosp)).toBe(5);
    expect(distinctPerInsurer(shield, (p) => p.extra.cancerDrugNonCDL)).toBe(5);
    expect(distinctPerInsurer(shield, (p) => p.extra.panelDoctors)).toBe(5);
    // The CDL limits follow MediShield Life, alike for every insurer.
    expect(distinctPerInsurer(shield, (p) => p.extra.cancerDrugCDL)).toBe(1);
    for (const type of ['longTermCare', 'maternity', 'multiPayCI', 'term'] as const) {
      const { products } = await readSample(type);
      const insurers = new Set(products.map((p) => p.insurer)).size;
      expect(distinctPerInsurer(products, (p) => p.features)).toBe(insurers);
    }
  });
});

describe('GET /api/public/product-summary/:comparisonType/:fileName (ADR 0013)', () => {
  it.each(BUILT_COMPARISON_TYPES)(
    'every %s Information Online link answers a PDF of its plan',
    async (type) => {
      const { products } = await readSample(type);
      const links = products.flatMap((p) => p.material.map((m) => ({ ...m, planName: p.planName })));
      expect(links.length).toBe(products.length);
      for (const link of links) {
        expect(link.url).toMatch(/^\/api\/public\/product-summary\//);
        const res = await ctx.app.inject({ method: 'GET', url: link.url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const doc = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
        expect(doc.getPageCount()).toBeGreaterThan(0);
        expect(doc.getTitle()).toBe(link.planName.replace(/[^\x20-\x7e]/g, '?'));
      }
    },
  );

  it('the same document twice is byte for byte the same', async () => {
    const { products } = await readSample('term');
    const url = products[0]?.material[0]?.url ?? '';
    const [a, b] = await Promise.all([1, 2].map(() => ctx.app.inject({ method: 'GET', url })));
    expect(a?.rawPayload.equals(b?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 {message, devCode} for an unknown plan and 400 for a name that is no PDF file', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: productSummaryPathFor('term', 'no-such-plan.pdf'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ devCode: DEV_CODES.notFound });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: productSummaryPathFor('term', '..%2Fsecrets.json'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ devCode: DEV_CODES.validation });
  });
});

describe('seeding the sample at start', () => {
  it('adds nothing when the shipped sample is already in', async () => {
    const before = await countDatasetVersions(ctx.deps.db, 'maternity');
    await seedSampleData(ctx.deps);
    expect(await countDatasetVersions(ctx.deps.db, 'maternity')).toBe(before);
  });

  it('replaces an older sample with the shipped one, and never touches a type with real data', async () => {
    const other = await createTestContext();
    try {
      // A data directory seeded before issue 9: the sample under its old source name.
      const ltc = { ...(await readSample('longTermCare')), isSample: true };
      const old = await importDataset(other.deps, ltc, { source: 'sample:longTermCare.json' });
      const term = { ...(await readSample('term')), isSample: false };
      await importDataset(other.deps, term, { source: 'insurer.xlsx' });
      await seedSampleData(other.deps, ['longTermCare', 'term']);
      expect(await countDatasetVersions(other.deps.db, 'longTermCare')).toBe(2);
      const inForce = await findCurrentVersion(other.deps.db, 'longTermCare', '2026-06-01');
      expect(inForce?.id).toBeGreaterThan(old.versionId ?? Infinity);
      expect(await countDatasetVersions(other.deps.db, 'term')).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('imports no sample at a first start with SAMPLE_DATA=off, and still makes the demo adviser', async () => {
    const off = await createTestContext({ SAMPLE_DATA: 'off' });
    try {
      expect(off.deps.config.sampleData).toBe(false);
      const demo = await seedFirstRun(off.deps);
      expect(demo?.email).toBe(DEMO_ADVISER.email);
      for (const type of BUILT_COMPARISON_TYPES)
        expect(await countDatasetVersions(off.deps.db, type), type).toBe(0);
    } finally {
      await off.close();
    }
  });
});
