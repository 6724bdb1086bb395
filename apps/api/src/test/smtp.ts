import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * An in-process SMTP server on loopback, no TLS or sign-in, that hands each message it receives to
 * `onMail` (the e2e run's mail catcher listens with it too). The message is taken once `onMail` ends.
 */
export async function listenForMail(
  port: number,
  onMail: (mail: ReceivedMail) => void | Promise<void>,
): Promise<{ close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        Promise.resolve(onMail(mail)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An in-process SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer(port: number) {
  const received: ReceivedMail[] = [];
  const { close } = await listenForMail(port, (mail) => {
    received.push(mail);
  });
  return { received, close };
}

/** A loopback port nothing listens on (yet). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
