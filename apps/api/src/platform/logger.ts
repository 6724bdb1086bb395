import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

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
  return (url) => {
    const queryAt = url.indexOf('?');
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

/** Fastify's pino logger; tokens, cookies and secret URL parts never reach the log. */
export function buildLoggerOptions(
  level: string,
  clientPagePrefix: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const redactUrl = createUrlRedactor(clientPagePrefix);
  return {
    level,
    ...(stream ? { stream } : {}),
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
 * Issue 18: one line per request at `info`, written when the answer is sent, instead of Fastify's
 * two (incoming, completed; turned off with `disableRequestLogging`). A flat object of a few fields
 * serializes cheaply; the URL goes through the same redaction as every other logged URL, and no
 * header is written, so neither cookies nor tokens can reach the line.
 */
export function registerRequestLog(app: FastifyInstance, clientPagePrefix: string): void {
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  const redactUrl = createUrlRedactor(clientPagePrefix);
  app.addHook('onResponse', async (request, reply) => {
    // The app's logger with the request id, not request.log: see lazyChildLogger.
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request completed',
    );
  });
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
