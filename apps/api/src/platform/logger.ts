import { hostname } from 'node:os';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

const REDACTED = '[redacted]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 9: URLs that carry a secret are logged without it. A reset token follows /resetPassword/ or
 * /validateResetToken; a link id is the last part of {client page prefix}/{rnf}/{id} and of
 * /api/public/comparison/{rnf}/{id}; any query-string value (a token, a signature) is dropped.
 */
export function createUrlRedactor(clientPagePrefix: string): (url: string) => string {
  const secretTails = [
    /(\/resetPassword\/).*$/i,
    /(\/validateResetToken[/;]).+$/i,
    new RegExp(`^(${escapeRegExp(clientPagePrefix)}/[^/]+/).+$`),
    /^(\/api\/public\/comparison\/[^/]+\/).+$/,
  ];
  // Issue 18: one test that every pattern above would need to match (looser: any case, no tail), so
  // the common URL, with no query and none of these paths, is returned as it is without four replaces.
  const mayHoldSecret = new RegExp(
    `/resetPassword/|/validateResetToken[/;]|^${escapeRegExp(clientPagePrefix)}/|^/api/public/comparison/`,
    'i',
  );
  return (url) => {
    const queryAt = url.indexOf('?');
    if (queryAt < 0 && !mayHoldSecret.test(url)) return url;
    let path = queryAt >= 0 ? url.slice(0, queryAt) : url;
    for (const pattern of secretTails) path = path.replace(pattern, `$1${REDACTED}`);
    if (queryAt < 0) return path;
    const keys = url
      .slice(queryAt + 1)
      .split('&')
      .filter(Boolean)
      .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`);
    return `${path}?${keys.join('&')}`;
  };
}

/** Where log lines go: pino's lines and the request line alike. */
export interface LogDestination {
  write(line: string): void;
  /** Writes what is held back, at once; pino calls it after a `fatal` line. */
  flushSync?(): void;
}

/**
 * Issue 18: lines are held and reach `sink` together, as one chunk, when `maxChars` are held or
 * `maxDelayMs` after the first of them, whichever comes first. Under load a write then carries a
 * few dozen lines instead of one; an idle server's line waits at most `maxDelayMs`. `flushSync`
 * writes what is held at once: pino calls it after a `fatal` line, and stdout's is called on `exit`.
 * A process killed outright (SIGKILL, OOM) loses what was held: at most `maxDelayMs` of lines. (A flush
 * at the end of each event-loop turn, with `setImmediate`, was tried first; it batched about 20 lines a
 * write against this one's 60-70 and measured no better in `npm run bench`.)
 */
export function createBatchedDestination(
  sink: { write(chunk: string): unknown },
  { maxChars = 16 * 1024, maxDelayMs = 100 } = {},
): Required<LogDestination> {
  let held = '';
  let timer: NodeJS.Timeout | undefined;
  const flushSync = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (held === '') return;
    const chunk = held;
    held = '';
    sink.write(chunk);
  };
  return {
    write(line) {
      held += line;
      if (held.length >= maxChars) flushSync();
      else if (!timer) timer = setTimeout(flushSync, maxDelayMs).unref();
    },
    flushSync,
  };
}

let stdout: Required<LogDestination> | undefined;

/**
 * The process's one stdout destination (every app of the process shares it, so lines stay whole and
 * in order). `process.stdout` writes synchronously to files, pipes and terminals on Linux, so a slow
 * reader slows logging instead of filling memory; when the reader is gone (EPIPE) logging stops, as
 * pino's own destination does.
 */
export function stdoutLogDestination(): Required<LogDestination> {
  if (stdout) return stdout;
  let isBroken = false;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    isBroken = true;
  });
  const destination = createBatchedDestination({
    write: (chunk) => isBroken || process.stdout.write(chunk),
  });
  process.on('exit', destination.flushSync);
  return (stdout = destination);
}

/** Fastify's pino logger; tokens, cookies and secret URL parts never reach the log. */
export function buildLoggerOptions(
  level: string,
  clientPagePrefix: string,
  stream: LogDestination,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const redactUrl = createUrlRedactor(clientPagePrefix);
  return {
    level,
    stream,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-admin-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * Issue 18: one line per request at `info`, written when the answer has been sent, instead of Fastify's
 * two (incoming, completed). Fastify tells its `LogController` of every finished response; this one
 * writes the line there, so there is no hook to run, no child logger, no serializers and no redaction
 * paths to walk. The line is built as text in pino's shape (level, time, pid, hostname, the fields,
 * `msg`) and handed to the logger's destination; every value goes through `JSON.stringify`, so a quote
 * or a control character in a URL or a forwarded address cannot break the line. Fields: request id,
 * method, route pattern (`unmatched` when no route answered, as in the metrics), the URL through the
 * same redaction as every other logged URL, status, milliseconds, client address, and the message of a
 * stream error when the answer could not be sent whole. No header is written, so neither cookies nor
 * tokens can reach the line. Above `info`, Fastify's own request lines stay off and nothing is written.
 * `npm run bench` holds the line to 5 % of a search's throughput (ADR 0020).
 */
export function createRequestLogController(
  level: string,
  clientPagePrefix: string,
  destination: LogDestination,
): LogController {
  if (!['trace', 'debug', 'info'].includes(level)) return new LogController({ disableRequestLogging: true });
  const redactUrl = createUrlRedactor(clientPagePrefix);
  const processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return new (class RequestLineController extends LogController {
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
      destination.write(
        `{"level":30,"time":${Date.now()}${processFields}` +
          `,"reqId":${JSON.stringify(String(request.id))}` +
          `,"method":${JSON.stringify(request.method)}` +
          `,"route":${JSON.stringify(request.routeOptions.url ?? 'unmatched')}` +
          `,"url":${JSON.stringify(redactUrl(request.url))}` +
          `,"status":${reply.statusCode}` +
          `,"ms":${Math.round(reply.elapsedTime * 10) / 10}` +
          `,"ip":${JSON.stringify(request.ip ?? '')}` +
          (error ? `,"err":${JSON.stringify(String(error.message))}` : '') +
          `,"msg":"request completed"}\n`,
      );
    }
  })({ disableRequestLogging: true });
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * Issue 18: Fastify gives every request a child logger bound to its id; pino builds one for each
 * request even when nothing is logged, a few microseconds a search could not spare. This child is made
 * only when something logs through `request.log` (an error, a warning); the request line itself is
 * written by the app's logger with the id as a field.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}
  get #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#made.level = level;
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.#made.child(bindings, options);
  }
  fatal: LogFn = (...args) => this.#made.fatal(...args);
  error: LogFn = (...args) => this.#made.error(...args);
  warn: LogFn = (...args) => this.#made.warn(...args);
  info: LogFn = (...args) => this.#made.info(...args);
  debug: LogFn = (...args) => this.#made.debug(...args);
  trace: LogFn = (...args) => this.#made.trace(...args);
  silent: LogFn = (...args) => this.#made.silent(...args);
}
type LogFn = (...args: Parameters<FastifyBaseLogger['info']>) => void;

export const lazyChildLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) =>
  new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
