// Mail (OTP, order confirmation) through nodemailer. Without SMTP_URL it goes to the
// mail_outbox table, which the admin interface reads (docs/rules.md R11.7). The log
// names only the mail's id, never its content.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: 'otp' | 'order-confirmation' | 'seller-request' | 'order-status';
}

export interface Mailer {
  /** Queues a mail; inside a transaction pass its `tx` so the mail commits with it. */
  send(mail: Mail, log: FastifyBaseLogger, q?: Queryable): Promise<number>;
}

export function createMailer(db: Db, config: Config): Mailer {
  let transport: { sendMail(m: object): Promise<unknown> } | undefined;
  const smtp = async () => {
    if (!transport) {
      const nodemailer = await import('nodemailer');
      transport = nodemailer.default.createTransport(config.smtpUrl);
    }
    return transport;
  };
  return {
    async send(mail, log, q = db) {
      const rows = await q.query<{ id: number }>(
        'INSERT INTO mail_outbox (to_address, subject, text_body, kind) VALUES ($1, $2, $3, $4) RETURNING id',
        [mail.to, mail.subject, mail.text, mail.kind],
      );
      const id = rows[0]!.id;
      if (!config.smtpUrl) {
        log.info({ mailId: id }, `mail ${id} queued to the outbox`);
        return id;
      }
      // Sent after the caller's work; a failed send stays in the outbox unsent.
      const from = 'Tohfa <no-reply@tohfa.example>';
      void smtp()
        .then((t) => t.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text }))
        .then(() => db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]))
        .then(() => log.info({ mailId: id }, `mail ${id} sent`))
        .catch((err: Error) => log.warn({ mailId: id, err: err.message }, `mail ${id} not sent`));
      return id;
    },
  };
}
