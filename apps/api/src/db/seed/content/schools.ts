import type { District } from '@voyage/domain';

// Official names are Greek; parents and staff know the schools by them in either language.
export const demoSchools: { name: string; district: District }[] = [
  { name: 'Λανίτειο Λύκειο', district: 'lemesos' },
  { name: 'Γυμνάσιο Γερμασόγειας', district: 'lemesos' },
  { name: 'Παγκύπριο Γυμνάσιο', district: 'lefkosia' },
  { name: 'Λύκειο Αγλαντζιάς', district: 'lefkosia' },
  { name: 'Λύκειο Αγίου Γεωργίου Λάρνακας', district: 'larnaca' },
  { name: 'Γυμνάσιο Γεροσκήπου', district: 'paphos' },
  { name: 'Λύκειο Παραλιμνίου', district: 'famagusta' },
  { name: 'Γυμνάσιο Δερύνειας', district: 'famagusta' },
];
