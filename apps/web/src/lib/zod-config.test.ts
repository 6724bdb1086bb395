import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod-config', () => {
  it('sets jitless in the config zod reads', async () => {
    // Loaded after the setting, as in the browser (main.tsx imports zod-config first, zod comes lazily).
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
