import { type PublicPageInput, type SocialProvider } from '@voyage/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import authEl from '../../locales/el/auth.json';
import authEn from '../../locales/en/auth.json';
import { renderer } from '../server.tsx';
import { ISLAND_TEXT_KEYS } from './island-texts.ts';

const template = readFileSync(new URL('../../../public-site.html', import.meta.url), 'utf8');

function signInPage(
  locale: 'el' | 'en',
  options: { socialProviders?: SocialProvider[]; emailLinksDelivered?: boolean } = {},
): string {
  const input: PublicPageInput = {
    content: {
      kind: 'signIn',
      socialProviders: options.socialProviders ?? [],
      emailLinksDelivered: options.emailLinksDelivered ?? true,
    },
    locale,
    activeTrip: null,
    viewer: 'visitor',
    now: '2026-11-29T12:00:00.000Z',
  };
  return renderer.renderPublicPage(input, template);
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The part of the page outside the `<template>` the island draws the e-mail link form from. */
const drawn = (html: string) => html.replace(/<template[\s\S]*?<\/template>/, '');

describe('the server’s /login (docs/decisions/029-parent-screens-light.md)', () => {
  it('is the sign-in card in Greek, titled as the app titles it, with the public header and footer', () => {
    const html = signInPage('el');
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Σύνδεση - Voyage</title>');
    expect(html).toContain(`<h1 class="ps-sign-in__title" id="sign-in-title">${authEl.title}</h1>`);
    expect(html).toContain(authEl.lead);
    expect(html).toContain('class="ps-appbar"');
    expect(html).toContain('class="ps-footer');
    expect(html).toMatch(new RegExp(`<form[^>]*aria-label="${authEl.title}"`));
  });

  it('labels the two fields as the app does, required and filled in by password managers', () => {
    const html = drawn(signInPage('en'));
    expect(html).toMatch(/<input[^>]*id="sign-in-email"[^>]*type="email"[^>]*autoComplete="username"[^>]*required/i);
    expect(html).toMatch(/<input[^>]*id="sign-in-password"[^>]*type="password"[^>]*autoComplete="current-password"/i);
    expect(html).toContain(`<label class="ps-field__label" for="sign-in-email">${authEn.email}</label>`);
    expect(html).toContain(`<label class="ps-field__label" for="sign-in-password">${authEn.password}</label>`);
    expect(html.match(/type="email"/g)).toHaveLength(1);
  });

  it('sends every button disabled, for the island to enable once wired', () => {
    const html = drawn(signInPage('en', { socialProviders: ['google', 'apple'] }));
    const buttons = [...html.matchAll(/<button[^>]*data-action="[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(buttons.length).toBeGreaterThanOrEqual(6);
    for (const button of buttons) expect(button).toMatch(/\sdisabled=""/);
    expect(html).toContain('Continue with Google');
    expect(html).toContain('Continue with Apple');
    expect(html).not.toContain('Continue with Facebook');
  });

  it('draws the e-mail link form from a template, so one e-mail field is on the page at a time', () => {
    const html = signInPage('el');
    const link = /<template id="sign-in-link-form">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(link).toContain(`aria-label="${authEl.magicLink.formLabel}"`);
    expect(link).toContain(authEl.magicLink.submit);
    expect(link).toContain(authEl.magicLink.sentTitle);
  });

  it('says when e-mail links reach nobody, and only then', () => {
    expect(signInPage('en', { emailLinksDelivered: false })).toContain(escaped(authEn.magicLink.notDelivered));
    expect(signInPage('en')).not.toContain(escaped(authEn.magicLink.notDelivered));
  });

  it('carries the island’s texts in the page’s language as JSON, and its own styles', () => {
    for (const [locale, auth] of [
      ['el', authEl],
      ['en', authEn],
    ] as const) {
      const html = signInPage(locale);
      const json = /<script type="application\/json" id="sign-in-texts">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const texts = JSON.parse(json ?? '{}') as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual([...ISLAND_TEXT_KEYS].sort());
      expect(texts['auth:errors.invalidCredentials']).toBe(auth.errors.invalidCredentials);
      expect(texts['auth:magicLink.sentBody']).toContain('{{email}}');
      // The stylesheet itself is empty in the tests (no CSS processing), but its place is the head.
      expect(html).toMatch(/<style>[^<]*<\/style><\/head>/);
    }
  });

  it('keeps its styles and island texts off the other public pages', () => {
    const other = renderer.renderPublicPage(
      {
        content: { kind: 'accessibility' },
        locale: 'el',
        activeTrip: null,
        viewer: 'visitor',
        now: '2026-11-29T12:00:00Z',
      },
      template,
    );
    expect(other).not.toMatch(/<style>[^<]*<\/style><\/head>/);
    expect(other).not.toContain('sign-in-texts');
  });
});
