import pg from 'pg';

/**
 * Issue 32: how long past `statement_timeout` a query may go unanswered before this side gives up.
 * The server's own timeout cancels a slow statement cleanly first; this one only fires when the server
 * cannot answer at all (a frozen network, a proxy that stopped forwarding), so it may be short.
 */
export const clientDeadlineMs = (statementTimeoutMs: number): number =>
  statementTimeoutMs + Math.min(1_000, Math.ceil(statementTimeoutMs / 2));

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A pg client whose every query has a deadline on this side too. A frozen connection never answers,
 * so `statement_timeout` never arrives and requests waited for the whole freeze (40 s, 130 s). At the
 * deadline the client ends itself: with a query in flight pg destroys the socket, the query (and any
 * queued behind it, a transaction's ROLLBACK included) fails at once with 'Connection terminated',
 * which answers 503, and the pool drops the client instead of handing the frozen socket out again.
 * pg's own `query_timeout` is not enough: it fails the query but keeps the socket, busy and pooled.
 */
export function deadlineClient(deadlineMs: number): typeof pg.Client {
  return class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      const endAtDeadline = () => {
        // end() resolves once the socket is gone; its failure (already closed) changes nothing.
        this.end().catch(() => {});
      };
      this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
        const isSubmittable =
          typeof config === 'object' &&
          config !== null &&
          'submit' in config &&
          typeof config.submit === 'function';
        // A submittable (a cursor) answers through its own events; nothing here would see it finish.
        if (isSubmittable) return query(config, values, callback);
        const timer = setTimeout(endAtDeadline, deadlineMs);
        const settle = () => clearTimeout(timer);
        const settled = (next: unknown): QueryCallback => {
          const forward = next as QueryCallback;
          return (error, result) => {
            settle();
            forward(error, result);
          };
        };
        if (typeof values === 'function') return query(config, settled(values));
        if (typeof callback === 'function') return query(config, values, settled(callback));
        const result = query(config, values) as Promise<unknown>;
        result.then(settle, settle);
        return result;
      }) as pg.Client['query'];
    }
  };
}
