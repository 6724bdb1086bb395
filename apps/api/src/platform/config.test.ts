import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: path.join(cwd, '.data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      nodeEnv: 'development',
      logLevel: 'info',
    });
    expect(config.totpKey).toHaveLength(32);
  });

  it('generates missing development secrets once, in DATA_DIR/secrets.json readable by the owner only', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.adminToken).toBe(first.adminToken);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual([
      'JWT_SECRET',
      'TOTP_ENCRYPTION_KEY',
      'ADMIN_TOKEN',
    ]);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempDir())).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, tempDir())).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'c2hvcnQ=' }, tempDir())).toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('reads the drain grace of issue 18 in seconds, 20 by default, and refuses a bad one', () => {
    expect(loadConfig({}, tempDir()).shutdownGraceMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '3' }, tempDir()).shutdownGraceMs).toBe(3_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' }, tempDir())).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' }, tempDir())).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('reads the S3 and support mail settings of issue 14', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({ s3: undefined, supportEmail: undefined });
    const config = loadConfig(
      {
        S3_BUCKET: 'portal-pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        SUPPORT_EMAIL: 'help@adviser-portal.sg',
      },
      tempDir(),
    );
    expect(config.s3).toEqual({
      bucket: 'portal-pictures',
      region: 'ap-southeast-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'pictures/',
    });
    expect(config.supportEmail).toBe('help@adviser-portal.sg');
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' }, tempDir())).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-mail' }, tempDir())).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ S3_ENDPOINT: 'nope' }, tempDir())).toThrow(/S3_ENDPOINT/);
  });

  it('checks the fault limits of issue 9: defaults, bad values, and headers within the request deadline', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({
      database: { acquireTimeoutMs: 5_000, statementTimeoutMs: 15_000, poolMax: 10 },
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000 },
      viewRateLimitPerMinute: 60,
      viewFlushSeconds: 10,
      passwordHashConcurrency: 2,
      cacheMaxBytes: 128 * 1024 * 1024,
    });
    expect(loadConfig({ CACHE_MAX_MB: '16' }, tempDir()).cacheMaxBytes).toBe(16 * 1024 * 1024);
    for (const bad of ['0', 'lots', '1.5'])
      expect(() => loadConfig({ CACHE_MAX_MB: bad }, tempDir())).toThrow(/CACHE_MAX_MB/);
    expect(() => loadConfig({ DB_ACQUIRE_TIMEOUT_MS: 'soon' }, tempDir())).toThrow(/DB_ACQUIRE_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }, tempDir())).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_POOL_MAX: '0' }, tempDir())).toThrow(/DB_POOL_MAX/);
    expect(() => loadConfig({ VIEW_RATE_LIMIT_PER_MINUTE: '-1' }, tempDir())).toThrow(
      /VIEW_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => loadConfig({ VIEW_FLUSH_SECONDS: '0' }, tempDir())).toThrow(/VIEW_FLUSH_SECONDS/);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '1.5' }, tempDir())).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '70000' }, tempDir())).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it('creates DATA_DIR for the secrets readable by the owner only (issue 9)', () => {
    const dataDir = path.join(tempDir(), 'fresh');
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(dataDir).mode & 0o077).toBe(0);
  });

  it('requires every secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, tempDir())).toThrow(
      /JWT_SECRET: required in production/,
    );
  });
});
