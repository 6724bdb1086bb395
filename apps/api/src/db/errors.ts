/** Walks an error and its causes (drizzle wraps driver errors in DrizzleQueryError). */
function* causesOf(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

/** Postgres unique_violation (23505), looked up through drizzle's DrizzleQueryError wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causesOf(error)) if ('code' in e && e.code === '23505') return true;
  return false;
}

/**
 * The database's own words when it refused a value (SQLSTATE class 22, data exception) or a row (class
 * 23, integrity constraint): the driver's message, without drizzle's query and parameters. Undefined
 * for any other failure (issue 33: an import then says why it imported nothing).
 */
export function databaseRefusal(error: unknown): string | undefined {
  for (const e of causesOf(error)) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code && (code.startsWith('22') || code.startsWith('23')))
      return e instanceof Error ? e.message : `SQLSTATE ${code}`;
  }
  return undefined;
}

/** Thrown when a query waited longer than DB_ACQUIRE_TIMEOUT_MS for a connection (issue 9). */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`No database connection within ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

// SQLSTATEs meaning "not now": query_canceled (statement_timeout), lock_not_available, too many
// connections, the server shutting down or starting, and the connection-exception class 08.
const UNAVAILABLE_SQLSTATES = new Set(['57014', '55P03', '53300', '57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
// pg-pool and PGlite report these without a code.
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  // Issue 32: a query after the client ended at its deadline (a transaction's ROLLBACK).
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

/** Whether a failure means the database is down or too slow, rather than a bug (issue 9: 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    if (e instanceof DatabaseBusyError) return true;
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)))
      return true;
    const message = e instanceof Error ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/**
 * What the log gets for a failed request: drizzle's message repeats the query's parameters, which
 * can be a link id or a reset token hash (issue 9), so the parameters are left out.
 */
export function toLoggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    message: cause?.message ?? 'query failed',
    code: cause && 'code' in cause ? cause.code : undefined,
    query: error.query,
    stack: cause?.stack,
  };
}

interface ErrorWithCode {
  message: string;
  code?: unknown;
  detail?: unknown;
  errors?: unknown;
}

function messageOf(error: ErrorWithCode): string {
  // Node's connection attempts to several addresses fail as an AggregateError with an empty message.
  if (!error.message && Array.isArray(error.errors))
    return (error.errors as ErrorWithCode[]).map((e) => e.message).join('; ');
  return error.message;
}

/**
 * Issue 18: what a failed start prints. Drizzle wraps the database's error as `Failed query: <sql>`;
 * the reason (Postgres's message, SQLSTATE and detail) is in its `cause`, so that comes first.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let reason: ErrorWithCode = error;
  for (let current: unknown = error.cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    reason = current;
    current = current.cause;
  }
  const code = typeof reason.code === 'string' ? reason.code : undefined;
  const label = code && /^[0-9A-Z]{5}$/.test(code) ? `SQLSTATE ${code}` : code;
  const lines = [`${messageOf(reason)}${label ? ` (${label})` : ''}`];
  if (typeof reason.detail === 'string' && reason.detail) lines.push(`  detail: ${reason.detail}`);
  if (reason !== error) {
    // The statement can be a whole CREATE TABLE: its start says which one. Never the parameters (a
    // seed's password hash, say), which drizzle's message repeats.
    const query = 'query' in error && typeof error.query === 'string' ? error.query : undefined;
    const during = (query ? `Failed query: ${query}` : error.message).replace(/\s+/g, ' ');
    lines.push(`  while: ${during.length > 160 ? `${during.slice(0, 160)}...` : during}`);
  }
  return lines.join('\n');
}
