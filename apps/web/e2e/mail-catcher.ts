import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * ARCHITECTURE §5: the e2e run's in-process SMTP server. Each message lands as an .eml file in a folder
 * the specs read (they run in other processes than this global setup).
 */
export async function startMailCatcher(port: number) {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`);
        writeFile(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mailDir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
