import { startServer, formatBanner } from './server.js';
import { describeFailure } from './db/errors.js';
import { ConfigError, loadConfig } from './platform/config.js';

// `npm start` runs the bundle of this file (scripts/start.mjs).
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  process.stdout.write(formatBanner(server));

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    server.app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining, then shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${describeFailure(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${describeFailure(error)}\n`);
  process.exit(1);
});
