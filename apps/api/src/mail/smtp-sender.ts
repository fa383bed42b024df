import nodemailer from 'nodemailer';
import type { Config } from '../config/config.ts';

export type OutgoingEmail = { id: string; to: string; subject: string; text: string; html: string };

export type SmtpSender = {
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
};

/** The outbox id is the Message-ID, so a message sent twice (a lapsed claim) can be recognised downstream. */
export const messageIdFor = (outboxId: string) => `<${outboxId}@voyage>`;

/**
 * One transporter for the process. Timeouts are kept well under the claim lease (60 s), so a send
 * normally ends, one way or the other, before another worker may take the message over.
 */
export function createSmtpSender(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): SmtpSender | null {
  if (!config.smtpUrl) return null;
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdFor(message.id),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => transporter.close(),
  };
}

export type SendFailure = { isPermanent: boolean; reason: string };

type NodemailerError = Error & { code?: string; responseCode?: number; permanent?: boolean; response?: string };

/** Server replies often quote the recipient; addresses are replaced so `last_error` holds no personal data. */
function withoutAddresses(text: string): string {
  return text.replace(/<?[^\s<>@"']+@[^\s<>@"']+>?/g, '[address]');
}

/**
 * 5xx replies are permanent (the same message would be refused again); connection errors and 4xx are
 * temporary. A refused login (EAUTH) is our configuration, not the message, so it is retried too.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const err = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const isServerReply = typeof err.responseCode === 'number';
  const isPermanent =
    err.code !== 'EAUTH' &&
    (isServerReply ? (err.permanent ?? err.responseCode! >= 500) : err.code === 'EENVELOPE' || err.code === 'EMESSAGE');
  const detail = isServerReply && err.response ? err.response : err.message;
  const reason = withoutAddresses([err.code, detail].filter(Boolean).join(': ')).slice(0, 300);
  return { isPermanent, reason };
}
