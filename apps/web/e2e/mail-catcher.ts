import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenForMail } from '../../api/src/test/smtp.js';

/**
 * ARCHITECTURE §5: the e2e run's in-process SMTP server. Each message lands as an .eml file in a folder
 * the specs read (they run in other processes than this global setup).
 */
export async function startMailCatcher(port: number) {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-mail-'));
  let count = 0;
  const server = await listenForMail(port, ({ to, raw }) => {
    count += 1;
    const file = path.join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`);
    return writeFile(file, `X-Envelope-To: ${to.join(',')}\r\n${raw}`);
  });
  return {
    mailDir,
    stop: async () => {
      await server.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
