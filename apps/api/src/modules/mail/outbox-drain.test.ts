import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { enqueueMail, sendPendingMail } from './outbox.service.js';

// Issue 18: a draining instance claims no more mail; what is left is sent by the instances that stay.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the outbox during a drain', () => {
  it('claims no row once the stop signal is given, and leaves them for the next pass', async () => {
    for (const to of ['one@example.sg', 'two@example.sg'])
      await enqueueMail(ctx.deps, { to, subject: 'Hello', text: 'Queued before the drain' });
    const stopping = new AbortController();
    stopping.abort();
    expect(await sendPendingMail(ctx.deps, undefined, stopping.signal)).toBe(0);
    // Another instance (here: a pass without the signal) still finds and sends both.
    expect(await sendPendingMail(ctx.deps)).toBe(2);
  });
});
