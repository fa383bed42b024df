import type { Namespace, TFunction } from 'i18next';
import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type admins from '../locales/en/admins.json';
import type announcements from '../locales/en/announcements.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type components from '../locales/en/components.json';
import type documents from '../locales/en/documents.json';
import type exports from '../locales/en/exports.json';
import type myVoyage from '../locales/en/myVoyage.json';
import type operations from '../locales/en/operations.json';
import type outbox from '../locales/en/outbox.json';
import type payments from '../locales/en/payments.json';
import type profile from '../locales/en/profile.json';
import type publicTexts from '../locales/en/public.json';
import type register from '../locales/en/register.json';
import type rooming from '../locales/en/rooming.json';
import type showcase from '../locales/en/showcase.json';
import type trips from '../locales/en/trips.json';
import type tripDay from '../locales/en/tripDay.json';

/**
 * Every namespace's keys, read from the English files (the locales test keeps Greek in step). A namespace added
 * under `locales/` is listed here too (`locales.test.ts` checks).
 */
export type Resources = {
  account: typeof account;
  admin: typeof admin;
  admins: typeof admins;
  announcements: typeof announcements;
  auth: typeof auth;
  common: typeof common;
  components: typeof components;
  documents: typeof documents;
  exports: typeof exports;
  myVoyage: typeof myVoyage;
  operations: typeof operations;
  outbox: typeof outbox;
  payments: typeof payments;
  profile: typeof profile;
  public: typeof publicTexts;
  register: typeof register;
  rooming: typeof rooming;
  showcase: typeof showcase;
  trips: typeof trips;
  tripDay: typeof tripDay;
};

// `t('no.such.key')` does not compile: i18next checks every key against these.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** A screen's `t`, whatever its namespace, for helpers whose keys name their own (`common:errors.…`). */
export type AnyNamespaceT = TFunction<Namespace>;
