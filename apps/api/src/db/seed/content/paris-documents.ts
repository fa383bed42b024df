import type { TripDocument } from '@voyage/domain';
import { parisTerms } from './paris-terms.ts';
import type { TermsFacts } from './paris-terms.ts';

export type DocumentFacts = TermsFacts & { year: number; consentDeadlineDays: number };

export function parisDocuments(facts: DocumentFacts): TripDocument[] {
  const { year, consentDeadlineDays: days } = facts;
  return [
    {
      key: 'consent',
      title: { el: 'Έντυπο συναίνεσης γονέα ή κηδεμόνα', en: 'Parental consent form' },
      body: {
        el: [
          `Με το έντυπο αυτό ο γονέας ή κηδεμόνας συναινεί στη συμμετοχή του παιδιού του στο σχολικό ταξίδι «Παρίσι ${year}» του Γαλλικού Ινστιτούτου Κύπρου, αποδέχεται το πρόγραμμα, τους κανόνες συμπεριφοράς και τους όρους συμμετοχής, και εξουσιοδοτεί τους συνοδούς να λάβουν κάθε αναγκαίο μέτρο για την ασφάλεια και την υγεία του παιδιού, περιλαμβανομένης επείγουσας ιατρικής φροντίδας όταν οι γονείς δεν μπορούν να ειδοποιηθούν εγκαίρως.`,
          `Μετά την έγκριση της εγγραφής, κατεβάστε το έντυπο, συμπληρώστε και υπογράψτε το και ανεβάστε το υπογεγραμμένο στον λογαριασμό σας μέσα σε ${days} ημέρες, ως αρχείο PDF, JPG, PNG ή DOC.`,
          'Αν το υπογεγραμμένο έντυπο δεν ανέβει μέσα σε αυτή την προθεσμία, η εγγραφή θεωρείται ακυρωμένη.',
        ].join('\n\n'),
        en: [
          `With this form the parent or guardian consents to their child taking part in the Institut français de Chypre’s school trip “Paris ${year}”, accepts the programme, the rules of conduct and the terms and conditions, and authorises the escorts to take any measure needed for the child’s safety and health, including urgent medical care when the parents cannot be reached in time.`,
          `Once the registration is approved, download the form, fill it in, sign it and upload the signed copy to your account within ${days} days, as a PDF, JPG, PNG or DOC file.`,
          'If the signed form is not uploaded within this period, the registration counts as cancelled.',
        ].join('\n\n'),
      },
    },
    {
      key: 'terms',
      title: { el: 'Όροι και προϋποθέσεις', en: 'Terms and conditions' },
      body: parisTerms(facts),
    },
    {
      key: 'general',
      title: { el: 'Γενικές πληροφορίες', en: 'General information' },
      body: {
        el: [
          'Το Γαλλικό Ινστιτούτο Κύπρου ανήκει στο παγκόσμιο δίκτυο των γαλλικών ινστιτούτων, που μετρά 61 χρόνια ιστορίας και 829 ινστιτούτα σε 133 χώρες. Προωθεί τη γαλλική γλώσσα και τον γαλλικό πολιτισμό στην Κύπρο με μαθήματα, εξετάσεις, πολιτιστικές εκδηλώσεις και συνεργασίες με τα σχολεία.',
          'Το σχολικό ταξίδι στο Παρίσι οργανώνεται εδώ και 30 χρόνια από το τμήμα εκπαίδευσης του Ινστιτούτου, σε συνεργασία με αδειούχο ταξιδιωτικό γραφείο. Συνοδοί είναι καθηγητές γαλλικών και στελέχη του Ινστιτούτου, ένας για κάθε 15 ταξιδιώτες. Κάθε σχολείο ταξιδεύει σε μία από τις αναχωρήσεις του Μαρτίου και οι ταξιδιώτες μένουν σε τρίκλινα δωμάτια με συμμαθητές που δηλώνουν οι ίδιοι κατά την εγγραφή.',
          'Πριν από κάθε αναχώρηση οργανώνουμε ενημερωτική συνάντηση για γονείς και ταξιδιώτες. Για κάθε απορία, η γραμματεία του ταξιδιού είναι στη διάθεσή σας τις εργάσιμες ημέρες, 9:00–13:00.',
        ].join('\n\n'),
        en: [
          'The Institut français de Chypre belongs to the worldwide network of French institutes, with 61 years of history and 829 institutes in 133 countries. It promotes the French language and French culture in Cyprus through courses, exams, cultural events and partnerships with schools.',
          'The school trip to Paris has been organised for 30 years by the institute’s education department, together with a licensed travel agency. The escorts are French teachers and staff of the institute, one for every 15 travellers. Each school travels on one of the March departures, and travellers share triple rooms with classmates they name when registering.',
          'Before each departure we hold a briefing for parents and travellers. For any question, the trip office is at your disposal on working days, 9:00–13:00.',
        ].join('\n\n'),
      },
    },
  ];
}
