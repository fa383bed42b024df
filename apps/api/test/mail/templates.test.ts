import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/mail/templates/render.ts';
import { renderTemplate, TEMPLATE_NAMES, type MailData, type TemplateName } from '../../src/mail/templates/index.ts';

const URL = 'https://voyage.example.org/link?token=abc&x=1';
const DIGEST_LINE = {
  travellerName: 'MARIA GEORGIOU',
  tripTitle: 'Paris 2027',
  item: 'consent',
  state: 'todo',
  dueDate: '',
  instalment: '',
  amountCents: '',
};
const DATA: Record<TemplateName, MailData> = {
  'magic-link': { url: URL },
  'password-reset': { url: URL, name: 'Maria' },
  'admin-invitation': { url: URL, invitedBy: 'Eleni Papadopoulou' },
  'guardian-account': { url: URL, travellerName: 'NIKOS PAPAS' },
  'registration-confirmation': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027' },
  'consent-reminder': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    deadline: '2027-05-20',
    daysLeft: '7',
  },
  'registration-cancelled': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    deadline: '2027-05-20',
  },
  'registration-approved': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    personalCode: 'PAR27-0042',
    deadline: '2027-01-24',
    instalments: [{ label: 'Deposit', amountCents: '30000', dueDate: '2026-11-15' }],
    beneficiary: 'Institute',
    iban: 'CY35 0020 0195 0000 0000 1234 5678',
    bank: 'Bank of Cyprus',
    bic: 'BCYPCY2N',
  },
  'registration-rejected': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027', reason: 'Full' },
  'registration-withdrawn': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027' },
  'payment-received': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    amountCents: '30000',
    receivedOn: '2026-11-20',
    toPayCents: '79000',
  },
  'payment-rejected': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    amountCents: '30000',
    reason: 'The receipt is unreadable',
  },
  'payment-reminder': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    kind: 'upcoming',
    instalment: 'Balance',
    amountCents: '79000',
    dueDate: '2027-02-15',
    personalCode: 'PAR27-0042',
    beneficiary: 'Institute',
    iban: 'CY35 0020 0195 0000 0000 1234 5678',
    bank: 'Bank of Cyprus',
    bic: 'BCYPCY2N',
  },
  'document-rejected': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    documentType: 'passport',
    reason: 'The photo is blurred',
  },
  'waiting-list-joined': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027', position: '3' },
  'waiting-list-offer': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    expiresAt: '2027-03-31T07:30:00.000Z',
  },
  'place-drawn': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027' },
  'health-reminder': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027', missing: 'diet,consent' },
  'health-addendum-acknowledged': { url: URL, travellerName: 'MARIA GEORGIOU', tripTitle: 'Paris 2027' },
  'change-request-approved': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    fields: 'phone,city',
  },
  'change-request-refused': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    fields: 'roommates',
    reason: 'The rooms are booked',
  },
  'readiness-reminder': {
    url: URL,
    travellerName: 'MARIA GEORGIOU',
    tripTitle: 'Paris 2027',
    item: 'consent',
    dueDate: '2027-02-01',
  },
  'weekly-digest': {
    url: URL,
    items: [
      {
        ...DIGEST_LINE,
        item: 'instalment',
        state: 'overdue',
        dueDate: '2027-01-15',
        instalment: '2',
        amountCents: '12050',
      },
      { ...DIGEST_LINE, item: 'health', dueDate: '2027-03-20' },
      { ...DIGEST_LINE, travellerName: 'NIKOS GEORGIOU', item: 'id-document' },
    ],
  },
  announcement: { url: URL, subject: 'Parents’ meeting', body: 'Hello <all>,\n\nThe meeting is on Thursday.' },
};

/** An announcement's subject and text are staff's, given in the family's language: checked on their own below. */
const FIXED_WORDING = TEMPLATE_NAMES.filter((name) => name !== 'announcement');

describe('e-mail templates', () => {
  it.each(FIXED_WORDING)(
    '%s: Greek and English, each with a subject, text and an HTML part holding the link',
    (name) => {
      const el = renderTemplate(name, 'el', DATA[name]);
      const en = renderTemplate(name, 'en', DATA[name]);
      expect(el.subject).not.toBe(en.subject);
      expect(el.subject).toMatch(/[α-ω]/i);
      expect(en.subject).not.toMatch(/[α-ω]/i);
      for (const [locale, mail] of [
        ['el', el],
        ['en', en],
      ] as const) {
        expect(mail.text).toContain(URL);
        expect(mail.text).toContain('Voyage ·');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).toContain(`href="${escapeHtml(URL)}"`);
        expect(mail.html).toContain('role="presentation"');
        // The button and the raw link for mail clients that drop it.
        expect(mail.html.match(/href=/g)).toHaveLength(2);
      }
    },
  );

  it('says the data in the text: who invited, for which traveller, whose password', () => {
    expect(renderTemplate('admin-invitation', 'en', DATA['admin-invitation']).text).toContain(
      'Eleni Papadopoulou has invited you',
    );
    expect(renderTemplate('guardian-account', 'el', DATA['guardian-account']).text).toContain('NIKOS PAPAS');
    const confirmation = renderTemplate('registration-confirmation', 'en', DATA['registration-confirmation']).text;
    expect(confirmation).toContain('registration of MARIA GEORGIOU for the trip "Paris 2027"');
    expect(confirmation).toContain('7 days');
    expect(renderTemplate('registration-confirmation', 'el', DATA['registration-confirmation']).text).toContain(
      '7 ημέρες',
    );
    expect(renderTemplate('password-reset', 'el', DATA['password-reset']).text).toMatch(/^Γεια σας Maria,/);
    expect(renderTemplate('password-reset', 'en', { url: URL, name: ' ' }).text).toMatch(/^Hello,/);
  });

  it("says the consent deadline as a date in the reader's language, with the days left", () => {
    const reminder = (locale: 'el' | 'en', daysLeft: string) =>
      renderTemplate('consent-reminder', locale, { ...DATA['consent-reminder'], daysLeft }).text;
    expect(reminder('en', '7')).toContain('by 20 May 2027 at the latest. 7 days left.');
    expect(reminder('en', '1')).toContain('1 day left.');
    expect(reminder('en', '0')).toContain('Today is the last day.');
    expect(reminder('el', '2')).toContain('στις 20 Μαΐου 2027. Απομένουν 2 ημέρες.');
    expect(reminder('el', '1')).toContain('Απομένει 1 ημέρα.');
    const cancelled = renderTemplate('registration-cancelled', 'en', DATA['registration-cancelled']);
    expect(cancelled.subject).toBe('The registration of MARIA GEORGIOU has been cancelled');
    expect(cancelled.text).toContain('did not arrive by 20 May 2027');
    expect(renderTemplate('registration-cancelled', 'el', DATA['registration-cancelled']).text).toContain(
      'δεν έφτασε έως τις 20 Μαΐου 2027',
    );
  });

  it('lists what is left for each child in the weekly digest, with its day and how to turn the digest off', () => {
    const en = renderTemplate('weekly-digest', 'en', DATA['weekly-digest']).text;
    expect(en).toContain(
      'MARIA GEORGIOU, "Paris 2027":\n\nPay instalment 2 (€120.50 left): overdue since 15 January 2027',
    );
    expect(en).toContain('Complete the health and emergency record: by 20 March 2027');
    expect(en).toContain('NIKOS GEORGIOU, "Paris 2027":');
    expect(en).toContain('the child travels with: as soon as you can');
    expect(en).toContain('turn off "Weekly summary e-mail" in My Profile');
    const el = renderTemplate('weekly-digest', 'el', DATA['weekly-digest']).text;
    expect(el).toMatch(/Πληρωμή της δόσης 2 \(υπόλοιπο 120,50\s€\): η προθεσμία έληξε στις 15 Ιανουαρίου 2027/);
    expect(el).toContain('Συμπλήρωση του φακέλου υγείας και έκτακτης ανάγκης: έως τις 20 Μαρτίου 2027');
    expect(el).toContain('απενεργοποιήστε την «Εβδομαδιαία σύνοψη με e-mail» στη σελίδα «Το προφίλ μου»');
  });

  it('sends an announcement with its own subject and its text as paragraphs, escaped in HTML', () => {
    const mail = renderTemplate('announcement', 'en', DATA.announcement);
    expect(mail.subject).toBe('Parents’ meeting');
    expect(mail.text).toContain('Hello <all>,\n\nThe meeting is on Thursday.');
    expect(mail.text).toContain('under Messages in My Voyage');
    expect(mail.html).toContain('Hello &lt;all&gt;,</p>');
    expect(mail.html).not.toContain('<all>');
    expect(mail.html).toContain(`href="${escapeHtml(URL)}"`);
    const el = renderTemplate('announcement', 'el', { url: URL, subject: 'Συνάντηση', body: 'Την Πέμπτη.' });
    expect(el.subject).toBe('Συνάντηση');
    expect(el.html).toContain('<html lang="el">');
    expect(el.text).toContain('στα «Μηνύματα» του «Το ταξίδι μου»');
  });

  it('names the fields of a change request in the family’s words, and says why one was refused', () => {
    const approved = renderTemplate('change-request-approved', 'el', DATA['change-request-approved']).text;
    expect(approved).toContain('στα στοιχεία του ταξιδιώτη MARIA GEORGIOU (ταξίδι «Paris 2027»): τηλέφωνο, πόλη.');
    const refused = renderTemplate('change-request-refused', 'en', DATA['change-request-refused']).text;
    expect(refused).toContain('(trip "Paris 2027"): roommates. The details stay as they were.');
    expect(refused).toContain('Reason: The rooms are booked');
  });

  it('escapes every interpolated value in the HTML part, and keeps subjects on one line', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const mail = renderTemplate('admin-invitation', 'en', {
      url: 'https://a.example/"><img src=x>',
      invitedBy: hostile,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(mail.html).toContain('href="https://a.example/&quot;&gt;&lt;img src=x&gt;"');
    expect(mail.text).toContain(hostile);
    expect(renderTemplate('guardian-account', 'en', { url: URL, travellerName: 'A\r\nBcc: x@y' }).subject).not.toMatch(
      /[\r\n]/,
    );
  });

  it('refuses a link that is not http(s), and data missing a key', () => {
    expect(() => renderTemplate('magic-link', 'en', { url: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderTemplate('password-reset', 'el', { url: URL })).toThrow(/name/);
  });
});
