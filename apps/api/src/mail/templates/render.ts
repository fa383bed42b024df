import type { Locale } from '@voyage/domain';

export type RenderedEmail = { subject: string; text: string; html: string };

/** Facts set out line by line (what to pay, to whom): a table in HTML, `label: value` lines in text. */
export type EmailTable = { rows: readonly { label: string; value: string }[] };

/** What one message says; every string is plain text and is escaped when placed in the HTML part. */
export type EmailContent = {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: readonly (string | EmailTable)[];
  action: { label: string; url: string };
  /** Shown after the button, e.g. "if you did not ask for this, ignore it". */
  closing: readonly string[];
};

const FOOTER: Record<Locale, string> = {
  el: 'Voyage · Η ετήσια σχολική εκδρομή του Ινστιτούτου στο Παρίσι. Το μήνυμα στάλθηκε αυτόματα· παρακαλούμε μην απαντήσετε.',
  en: "Voyage · The Institute's annual school trip to Paris. This message was sent automatically; please do not reply.",
};

const RAW_LINK_HINT: Record<Locale, string> = {
  el: 'Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτόν τον σύνδεσμο στο πρόγραμμα περιήγησής σας:',
  en: 'If the button does not work, copy this link into your browser:',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Links in mail come from PUBLIC_URL; anything else (javascript:, data:) is a bug and must not be sent. */
function assertWebUrl(url: string): void {
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`E-mail links must be http(s), got ${protocol}`);
}

/** Subject lines are single header lines: no line breaks from interpolated values. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function textBlock(block: string | EmailTable): string {
  return typeof block === 'string' ? block : block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
}

function renderText(content: EmailContent): string {
  return [
    content.greeting,
    ...content.paragraphs.map(textBlock),
    `${content.action.label}: ${content.action.url}`,
    ...content.closing,
    '--',
    FOOTER[content.locale],
  ].join('\n\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;';

function htmlTable(table: EmailTable): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;';
  const rows = table.rows.map(
    (row) =>
      `<tr><th scope="row" align="left" style="${cell}${FONT}font-weight:normal;color:#52606d;">${escapeHtml(row.label)}</th><td style="${cell}${FONT}font-weight:bold;">${escapeHtml(row.value)}</td></tr>`,
  );
  return `<table cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${rows.join('')}</table>`;
}

function renderHtml(content: EmailContent): string {
  const paragraph = (block: string | EmailTable) =>
    typeof block === 'string' ? `<p style="margin:0 0 16px;${FONT}">${escapeHtml(block)}</p>` : htmlTable(block);
  const url = escapeHtml(content.action.url);
  return `<!DOCTYPE html>
<html lang="${content.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:32px 28px;">
<h1 style="margin:0 0 24px;font-family:Arial,Helvetica,sans-serif;font-size:22px;color:#0b3d91;">${escapeHtml(content.subject)}</h1>
${[content.greeting, ...content.paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#0b3d91;color:#ffffff;text-decoration:none;border-radius:6px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 8px;${FONT}font-size:14px;">${escapeHtml(RAW_LINK_HINT[content.locale])}</p>
<p style="margin:0 0 24px;${FONT}font-size:14px;word-break:break-all;"><a href="${url}" style="color:#0b3d91;">${url}</a></p>
${content.closing.map(paragraph).join('\n')}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#52606d;">${escapeHtml(FOOTER[content.locale])}</p>
</td></tr></table>
</body>
</html>
`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  assertWebUrl(content.action.url);
  return { subject: oneLine(content.subject), text: renderText(content), html: renderHtml(content) };
}
