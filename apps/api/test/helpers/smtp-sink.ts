import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for the mail tests. Modes:
 *   healthy   accepts every message;
 *   closed    nothing listens on the port (connection refused);
 *   tempfail  421 when a client connects, or 451 after DATA (`at: 'data'`);
 *   reject    550 for one recipient, the others accepted.
 * The port stays the same across modes, so one SMTP_URL serves a whole test.
 */
export type SinkMode =
  | { kind: 'healthy' }
  | { kind: 'closed' }
  | { kind: 'tempfail'; at?: 'connect' | 'data' }
  | { kind: 'reject'; recipient: string };

export type ReceivedMail = {
  /** Envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Map<string, string>;
  raw: string;
};

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** Connections the server has seen (also those it refused with 421). */
  connections: number;
  setMode(mode: SinkMode): Promise<void>;
  close(): Promise<void>;
};

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function quotedPrintable(text: string, isHeaderWord = false): Buffer {
  const source = isHeaderWord ? text.replace(/_/g, ' ') : text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(source[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data, true)).toString('utf8'),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** Leaf parts of a (possibly nested) multipart message, by content type. */
function leafParts(part: Part): Part[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ''))));
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const body = (type: string) => {
    const part = parts.find((candidate) => (candidate.headers.get('content-type') ?? 'text/plain').startsWith(type));
    return part ? decodeBody(part).replace(/\n$/, '') : '';
  };
  return {
    ...envelope,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    messageId: message.headers.get('message-id') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    headers: message.headers,
    raw,
  };
}

const envelopeOf = (session: SMTPServerSession) => ({
  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
  to: session.envelope.rcptTo.map((address) => address.address),
});

export async function startSmtpSink(initial: SinkMode = { kind: 'healthy' }): Promise<SmtpSink> {
  let mode = initial;
  let server: SMTPServer | null = null;
  let port = 0;

  const sink: SmtpSink = {
    url: '',
    messages: [],
    connections: 0,
    setMode: async (next) => {
      mode = next;
      if (next.kind === 'closed') await stopListening();
      else await listen();
    },
    close: () => stopListening(),
  };

  const create = () =>
    new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      closeTimeout: 1_000,
      onConnect(_session, callback) {
        sink.connections += 1;
        if (mode.kind === 'tempfail' && (mode.at ?? 'connect') === 'connect') {
          callback(smtpError(421, 'Service not available, try again later'));
        } else callback();
      },
      onRcptTo(address, _session, callback) {
        if (mode.kind === 'reject' && address.address.toLowerCase() === mode.recipient.toLowerCase()) {
          callback(smtpError(550, `Mailbox unavailable: <${address.address}>`));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (mode.kind === 'tempfail' && mode.at === 'data') {
            callback(smtpError(451, 'Local error in processing, try again later'));
            return;
          }
          sink.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelopeOf(session)));
          callback();
        });
      },
    });

  async function listen(): Promise<void> {
    if (server) return;
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
    // A sender that dies mid-conversation (a killed server) resets its connection: normal, not a failure.
    next.on('error', () => {});
    port = (next.server.address() as AddressInfo).port;
    sink.url = `smtp://127.0.0.1:${port}`;
  }

  async function stopListening(): Promise<void> {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  // The port is chosen once, by listening; a sink that starts closed gives it back at once.
  await listen();
  if (initial.kind === 'closed') await stopListening();
  return sink;
}
