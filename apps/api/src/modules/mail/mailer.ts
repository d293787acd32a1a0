import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './mail.repository.ts';

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** Sends over SMTP when configured; otherwise writes each message to the log, where a developer reads it. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): SendEmail {
  if (!options.smtpUrl) {
    return async (email) => {
      options.log.info({ to: email.to, subject: email.subject }, `Email (no SMTP_URL set):\n${email.text}`);
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (email) => {
    await transport.sendMail({
      from: options.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      // With the text, an alternative part: mail clients show the HTML, others the text.
      html: email.html,
      headers: email.headers,
      attachments: email.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
    });
  };
}
