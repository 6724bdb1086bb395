import { uploadReplySchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { seedSampleData } from '../products/products.service.js';
import { signedInAdviser, uploadAs } from './links-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CLIENT_VIEW_URL: 'https://view.example.sg/share/' });
  await seedSampleData(ctx.deps, ['term']);
});
afterAll(async () => ctx.close());

describe('CLIENT_VIEW_URL (issue 6)', () => {
  it('names the host and path of client links, and the page answers under that path', async () => {
    const adviser = await signedInAdviser(ctx);
    const res = await uploadAs(ctx, adviser, 'term');
    const { id, link } = uploadReplySchema.parse(res.json());
    expect(link).toBe(`https://view.example.sg/share/${adviser.rnf}/${id}`);
    const page = await ctx.app.inject({ url: `/share/${adviser.rnf}/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Tan Ah Kow');
  });
});
