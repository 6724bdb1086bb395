import type { FastifyServerOptions } from 'fastify';

/** Fastify's pino logger; tokens and cookies never reach the log. */
export function buildLoggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-admin-token"]',
      'res.headers["set-cookie"]',
    ],
  };
}
