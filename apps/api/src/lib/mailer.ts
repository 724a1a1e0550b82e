import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Whether mails leave the server: false when no mail server is set and they are only logged. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
};

/** SMTP when SMTP_URL is set; otherwise the mail is written to the server log. */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      send: async (mail) => {
        log.warn({ mail }, 'No mail server is configured (SMTP_URL); the mail is logged instead.');
      },
    };
  }
  // The mail library is loaded by the first mail, not at start.
  let transport: Promise<Transporter> | undefined;
  return {
    delivers: true,
    send: async (mail) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, ...mail });
    },
  };
}
