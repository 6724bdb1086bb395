import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, S3Config } from './config.js';

/**
 * ARCHITECTURE §2 and §6: uploaded pictures live under DATA_DIR/uploads, or in S3 when S3_BUCKET is
 * set, so several processes can share them. Keys are random names the pictures module makes (never
 * user input); the content type is kept in the database, not here.
 */
export interface ObjectStore {
  readonly kind: 'file' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when no such object exists. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Issue 32 item 9: every object, a page at a time, with when it was last written, so the sweep can
   * find objects no row names. Only keys this store could have made are listed.
   */
  list(): AsyncIterable<StoredObject[]>;
  close(): void;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** Objects per page when listing: one database query checks a page. */
const LIST_PAGE = 500;
function checkKey(key: string): string {
  // Defence in depth: a key can never climb out of the folder or the prefix.
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe object key: ${key}`);
  return key;
}

export function createObjectStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? createS3Store(config.s3) : createFileStore(path.join(config.dataDir, 'uploads'));
}

/** Files readable by the server's user only (0600 in a 0700 folder): pictures are personal data. */
export function createFileStore(dir: string): ObjectStore {
  const fileOf = (key: string) => path.join(dir, checkKey(key));
  return {
    kind: 'file',
    async put(key, body) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half a picture.
      const temp = path.join(dir, `.${checkKey(key)}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temp, body, { mode: 0o600 });
      await rename(temp, fileOf(key));
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const page: StoredObject[] = [];
      for (const key of names.filter((n) => SAFE_KEY.test(n))) {
        // A file deleted between readdir and stat is simply not listed.
        const info = await stat(fileOf(key)).catch(() => null);
        if (info?.isFile()) page.push({ key, modifiedAt: info.mtime });
        if (page.length === LIST_PAGE) yield page.splice(0);
      }
      if (page.length > 0) yield page;
    },
    close() {},
  };
}

export function createS3Store(s3: S3Config): ObjectStore {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
  const Key = (key: string) => `${s3.prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: Key(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: Key(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: Key(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const answer = await client.send(
          new ListObjectsV2Command({
            Bucket: s3.bucket,
            Prefix: s3.prefix,
            ContinuationToken,
            MaxKeys: LIST_PAGE,
          }),
        );
        const page = (answer.Contents ?? []).flatMap((o) => {
          const key = o.Key?.slice(s3.prefix.length) ?? '';
          // Other objects under a shared bucket's prefix (deeper folders, foreign names) are not ours.
          return o.Key?.startsWith(s3.prefix) && SAFE_KEY.test(key) && o.LastModified
            ? [{ key, modifiedAt: o.LastModified }]
            : [];
        });
        if (page.length > 0) yield page;
        ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
