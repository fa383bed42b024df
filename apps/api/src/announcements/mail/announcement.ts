import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** A staff announcement in the family's language: its subject, its text, the link to My Voyage. */
export type AnnouncementMailData = { url: string; subject: string; body: string };

const CLOSING: Record<Locale, string> = {
  el: 'Θα βρείτε αυτό το μήνυμα και στα «Μηνύματα» του «Το ταξίδι μου».',
  en: 'You will also find this message under Messages in My Voyage.',
};

/** The text's paragraphs: blank lines part them, lines within one stay together. */
export function announcementParagraphs(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export function renderAnnouncement(locale: Locale, data: AnnouncementMailData): RenderedEmail {
  return renderMyVoyageEmail(locale, data.url, {
    subject: data.subject,
    paragraphs: announcementParagraphs(data.body),
    closing: [CLOSING[locale]],
  });
}
