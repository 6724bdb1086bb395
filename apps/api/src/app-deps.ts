import type { Db } from './db/client.js';
import type { Cache } from './platform/cache.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Mailer } from './platform/mail.js';
import type { ObjectStore } from './platform/object-storage.js';

/**
 * What services receive: the database, the injected clock, the checked configuration, the mail
 * transport, the object storage for pictures (issue 14) and the process's one cache (issue 10).
 */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage: ObjectStore;
  cache: Cache;
}

/** Who made a request, for the audit log (issue 3): never a secret. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
