import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where a message went: the SMTP server's id, or the .eml file it was written to. */
export type MailReceipt = { kind: 'smtp'; messageId: string } | { kind: 'file'; path: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

/**
 * ARCHITECTURE §2: nodemailer through SMTP_URL when set; otherwise each message becomes an .eml file
 * under DATA_DIR/outbox, so development needs no mail server and the log names the file.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // A dead server must fail fast: the outbox retries later (issue 3).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return { kind: 'smtp', messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { kind: 'file', path: file };
    },
    close: () => transport.close(),
  };
}
