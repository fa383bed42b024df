import type { District } from '@voyage/domain';

// Traveller names are written as on a Cypriot passport: Latin capitals, no accents (SPEC §5).
export const firstNames: { male: string[]; female: string[] } = {
  male: [
    'ANDREAS', 'CHRISTOS', 'GEORGIOS', 'KONSTANTINOS', 'MICHALIS', 'NICOLAS', 'PANAGIOTIS', 'STELIOS',
    'SAVVAS', 'MARIOS', 'ANTONIS', 'CHARALAMBOS', 'KYRIAKOS', 'LOIZOS', 'PETROS', 'SOTIRIS',
    'ALEXANDROS', 'IOANNIS', 'PAVLOS', 'PHILIPPOS', 'THEODOROS', 'EVAGORAS', 'NEOPHYTOS', 'ZENON',
    'PANTELIS', 'VASILIS', 'STAVROS', 'LEONIDAS', 'ACHILLEAS', 'DEMETRIS', 'CHRISTODOULOS', 'RAFAEL',
    'ILIAS', 'NEARCHOS',
  ],
  female: [
    'MARIA', 'ELENI', 'ANNA', 'CHRISTINA', 'ANDRIANA', 'KATERINA', 'ELENA', 'GEORGIA',
    'DESPINA', 'STELLA', 'MARINA', 'IOANNA', 'SOFIA', 'RAFAELA', 'ELPIDA', 'ANTONIA',
    'PANAGIOTA', 'CHRYSTALLA', 'NIKOLETTA', 'KYRIAKI', 'LOUIZA', 'MYRTO', 'DANAE', 'ATHINA',
    'EIRINI', 'EVANTHIA', 'THEODORA', 'PAVLINA', 'KONSTANTINA', 'ANASTASIA', 'MELINA', 'ZOI',
    'MARILENA', 'ELEFTHERIA',
  ],
};

// Family names as [male form, female form]: most Cypriot surnames are genitives and take one form for both.
const familyNames: [male: string, female: string][] = [
  ['GEORGIOU', 'GEORGIOU'],
  ['IOANNOU', 'IOANNOU'],
  ['CONSTANTINOU', 'CONSTANTINOU'],
  ['NICOLAOU', 'NICOLAOU'],
  ['CHRISTODOULOU', 'CHRISTODOULOU'],
  ['CHARALAMBOUS', 'CHARALAMBOUS'],
  ['KYRIACOU', 'KYRIACOU'],
  ['ANTONIOU', 'ANTONIOU'],
  ['LOIZOU', 'LOIZOU'],
  ['PETROU', 'PETROU'],
  ['SAVVA', 'SAVVA'],
  ['SOTERIOU', 'SOTERIOU'],
  ['PANAYIOTOU', 'PANAYIOTOU'],
  ['DEMETRIOU', 'DEMETRIOU'],
  ['STYLIANOU', 'STYLIANOU'],
  ['THEODOROU', 'THEODOROU'],
  ['ANDREOU', 'ANDREOU'],
  ['HADJIGEORGIOU', 'HADJIGEORGIOU'],
  ['MICHAEL', 'MICHAEL'],
  ['PAVLOU', 'PAVLOU'],
  ['PAPADOPOULOS', 'PAPADOPOULOU'],
  ['ECONOMIDES', 'ECONOMIDOU'],
  ['NICOLAIDES', 'NICOLAIDOU'],
  ['GEORGIADES', 'GEORGIADOU'],
  ['ANASTASIADES', 'ANASTASIADOU'],
  ['CHRISTODOULIDES', 'CHRISTODOULIDOU'],
  ['THEOCHARIDES', 'THEOCHARIDOU'],
  ['STAVRINIDES', 'STAVRINIDOU'],
  ['SERGIDES', 'SERGIDOU'],
  ['PAPAS', 'PAPA'],
];

/** Same length and order in both lists: index i is one family, so siblings can share it. */
export const lastNames: { male: string[]; female: string[] } = {
  male: familyNames.map(([male]) => male),
  female: familyNames.map(([, female]) => female),
};

// Spelled the way parents type them in Latin script, so demo addresses look like real entries.
export const citiesByDistrict: Record<District, string[]> = {
  lemesos: ['Limassol', 'Germasogeia', 'Agios Athanasios', 'Ypsonas', 'Kolossi', 'Mesa Geitonia'],
  lefkosia: ['Nicosia', 'Strovolos', 'Aglantzia', 'Latsia', 'Lakatamia', 'Engomi'],
  larnaca: ['Larnaca', 'Aradippou', 'Livadia', 'Oroklini', 'Dromolaxia', 'Athienou'],
  paphos: ['Paphos', 'Geroskipou', 'Chlorakas', 'Peyia', 'Polis Chrysochous', 'Empa'],
  famagusta: ['Paralimni', 'Ayia Napa', 'Deryneia', 'Sotira', 'Frenaros', 'Liopetri'],
};

export const guardianFirstNames: string[] = [
  'Maria', 'Andreas', 'Eleni', 'Christos', 'Georgia', 'Nicos', 'Anna', 'Costas',
  'Despo', 'Michalis', 'Katerina', 'Panayiotis', 'Stella', 'Marios', 'Elena', 'Yiannis',
  'Sophia', 'Savvas', 'Christina', 'Antonis', 'Chrystalla', 'Kyriakos', 'Androulla', 'Petros',
];
