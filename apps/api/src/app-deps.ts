import type { Db } from './db/client.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Mailer } from './platform/mail.js';

/** What services receive: the database, the injected clock, the checked configuration and the mail transport. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

/** Who made a request, for the audit log (issue 3): never a secret. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
