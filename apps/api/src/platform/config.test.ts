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

  it('requires every secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, tempDir())).toThrow(
      /JWT_SECRET: required in production/,
    );
  });
});
