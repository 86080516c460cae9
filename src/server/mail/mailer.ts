import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'sent' when an SMTP server took it, 'outbox' when it was kept as an .eml file in the data folder. */
  readonly mode: 'sent' | 'outbox';
  send(mail: OutgoingMail & { id: number }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when `smtpUrl` is set; otherwise the outbox folder, so mail works offline. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'sent',
      async send(mail) {
        await transport.sendMail(message(options.from, mail));
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await composer.sendMail(message(options.from, mail));
      await mkdir(outbox, { recursive: true });
      await writeFile(join(outbox, `${String(mail.id).padStart(8, '0')}.eml`), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: oneAddress(mail.to),
  subject: mail.subject,
  text: mail.text,
  attachments: mail.attachments ?? [],
});

/** An address object: nodemailer parses a string as a list ('a@x.nl, b@y.nl'), an object is one mailbox. */
const oneAddress = (address: string) => ({ name: '', address });
