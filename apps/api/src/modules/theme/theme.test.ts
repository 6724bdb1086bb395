import { API_PATHS, DEV_CODES, type UiSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const saveTheme = (jwt: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.theme,
    payload,
    headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
  });

describe('POST /api/dashboard/profile/theme', () => {
  it('saves the settings and returns them at the next sign-in', async () => {
    const adviser = await createAdviser(ctx.deps);
    const other = await createAdviser(ctx.deps);
    const first = await signIn(ctx, adviser);
    const settings: UiSettings = {
      menuMode: 'slim',
      colorScheme: 'dark',
      inputStyle: 'filled',
      menuTheme: 'primary',
      componentTheme: 'teal',
    };
    expect((await saveTheme(first.jwt, settings)).json()).toEqual({ success: true });
    const changed = { ...settings, colorScheme: 'dim' as const };
    expect((await saveTheme(first.jwt, changed)).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    expect((await signIn(ctx, adviser)).reply.userUiSettings).toEqual(changed);
    // Another adviser's settings are untouched.
    expect((await signIn(ctx, other)).reply.userUiSettings).toBeNull();
  });

  it('refuses values outside the options and calls without a token', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const bad = await saveTheme(signedIn.jwt, {
      menuMode: 'floating',
      colorScheme: 'light',
      inputStyle: 'outlined',
      menuTheme: 'light',
      componentTheme: 'blue',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().devCode).toBe(DEV_CODES.validation);
    expect((await saveTheme(undefined, {})).statusCode).toBe(403);
  });
});
