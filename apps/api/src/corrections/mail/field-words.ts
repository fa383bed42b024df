import { CORRECTABLE_FIELDS, type CorrectableField, type Locale } from '@voyage/domain';

const FIELD_WORDS: Record<Locale, Record<CorrectableField, string>> = {
  el: {
    guardianName: 'ονοματεπώνυμο κηδεμόνα',
    phone: 'τηλέφωνο',
    city: 'πόλη',
    district: 'επαρχία',
    roommates: 'συγκάτοικοι',
  },
  en: {
    guardianName: 'guardian’s name',
    phone: 'phone',
    city: 'city',
    district: 'district',
    roommates: 'roommates',
  },
};

/** The fields a request named (`phone,city`, as the e-mail's data holds them) in the family's words. */
export function fieldList(locale: Locale, fields: string): string {
  return fields
    .split(',')
    .filter((field): field is CorrectableField => (CORRECTABLE_FIELDS as readonly string[]).includes(field))
    .map((field) => FIELD_WORDS[locale][field])
    .join(', ');
}
