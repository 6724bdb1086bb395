import type { Db } from './db/client.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';

/** What services receive: the database, the injected clock and the checked configuration. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
}
