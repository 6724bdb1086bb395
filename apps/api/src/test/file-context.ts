import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './context.js';

// Apart from context.ts: the benches import that one outside Vitest, where its hooks do not exist.

/**
 * A test file's app (`createTestContext`), made before its tests and closed after them. `receive` gets
 * it once made, for the file to keep (`testContextForFile((made) => (ctx = made))`) and prepare.
 */
export function testContextForFile(
  receive: (ctx: TestContext) => unknown,
  ...args: Parameters<typeof createTestContext>
): void {
  let made: TestContext | undefined;
  beforeAll(async () => {
    made = await createTestContext(...args);
    await receive(made);
  });
  afterAll(async () => made?.close());
}
