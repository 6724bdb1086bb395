/**
 * Issue 17: zod validates without compiling code (`jitless`), so it never probes `new Function('')`, which
 * a Content-Security-Policy without 'unsafe-eval' reports as a violation. zod's object schemas decide this
 * when they are built, so the setting must come before the first schema of any chunk.
 *
 * Issue 10 (ADR 0026): the sign-in page's first download does without zod, and `z.config()` would bring
 * zod's core with it (3.6 kB brotli). zod keeps its config on `globalThis.__zod_globalConfig` (shared by
 * every copy of zod, created only when missing), so the setting is placed there before zod loads;
 * zod-config.test.ts holds zod to it.
 */
type ZodConfigHolder = { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodConfigHolder;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
