import type { HealthRecord } from './health-record.ts';

/** An example of a complete record, as a family fills it in: the tests of the domain, the API and the web app start from it. */
export const FILLED_HEALTH_RECORD: HealthRecord = {
  allergies: [{ what: 'Φιστίκια', severity: 'severe', anaphylaxis: true }],
  medicines: [{ name: 'Ventolin', dose: '2 εισπνοές', times: ['20:00', '08:00'], keptBy: 'escort' }],
  diet: {
    vegetarian: true,
    noPork: false,
    halal: false,
    glutenFree: false,
    lactoseFree: false,
    noNuts: true,
    other: '',
  },
  conditions: { asthma: true, diabetes: false, epilepsy: false, other: '', canSwim: true },
  contacts: {
    contacts: [{ name: 'Ελένη Γεωργίου', relation: 'Γιαγιά', phone: '99 123456' }],
    doctorName: 'Δρ. Ανδρέας Νικολάου',
    doctorPhone: '22 334455',
    ehicNumber: '',
    ehicExpiresOn: '',
  },
};
