import type { CancellationStep, Cents, Instalment, LocalizedText } from '@voyage/domain';
import { cancellationScheduleText } from './cancellation-terms.ts';
import { dateText, euroText } from './text-format.ts';

export type TermsFacts = {
  priceCents: Cents;
  payments: Instalment[];
  capacity: number;
  /** Days to pay an instalment already due when a place is confirmed (the trip's `paymentGraceDays`). */
  paymentGraceDays: number;
  /** The fee kept by days before the departure (the trip's `cancellationSchedule`). */
  cancellationSchedule: readonly CancellationStep[];
};

function instalmentLines(payments: Instalment[]): LocalizedText {
  const el = payments.map(
    (p) => `${p.label.el.toLowerCase()} ${euroText(p.amountCents).el} έως ${dateText(p.dueDate).el}`,
  );
  const en = payments.map(
    (p) => `the ${p.label.en.toLowerCase()} of ${euroText(p.amountCents).en} by ${dateText(p.dueDate).en}`,
  );
  return { el: el.join(' και '), en: en.join(' and ') };
}

/**
 * The terms as the product applies them: an instalment already due when a place is confirmed (or due within
 * the grace days of it) is due the grace days after the confirmation (docs/product/payments.md#due-dates),
 * and a cancellation keeps the fee of the trip's schedule (docs/product/payments.md#cancellation-and-refunds).
 */
export function parisTerms({
  priceCents,
  payments,
  capacity,
  paymentGraceDays: days,
  cancellationSchedule,
}: TermsFacts): LocalizedText {
  const price = euroText(priceCents);
  const plan = instalmentLines(payments);
  const fees = cancellationScheduleText(cancellationSchedule, priceCents, payments[0]?.amountCents ?? 0);
  return {
    el: [
      `1. Εγγραφή. Η εγγραφή γίνεται ηλεκτρονικά με τον κωδικό εγγραφής που δίνει το σχολείο. Ο γονέας ή κηδεμόνας συμπληρώνει τα στοιχεία του ταξιδιώτη, επιβεβαιώνει τη διεύθυνση email του και ανεβάζει το διαβατήριο ή την ταυτότητα του παιδιού. Κάθε αίτηση εξετάζεται από το Ινστιτούτο και ο γονέας ενημερώνεται με email για την έγκρισή της, μαζί με οδηγίες πληρωμής. Οι θέσεις είναι ${capacity} και καλύπτονται με σειρά προτεραιότητας.`,
      `2. Τιμή και πληρωμές. Η τιμή είναι ${price.el} ανά άτομο και καταβάλλεται με τραπεζικό έμβασμα σε δύο δόσεις: ${plan.el}. Κάθε έμβασμα γίνεται για το ακριβές ποσό της δόσης και αναγράφει ως αιτιολογία, ακριβώς όπως είναι, τον κωδικό αναφοράς πληρωμής (RF) του ταξιδιώτη, που δίνεται με την έγκριση. Η απόδειξη πληρωμής ανεβαίνει στον λογαριασμό σας (PDF, JPG ή PNG). Δόση της οποίας η ημερομηνία έχει ήδη περάσει όταν επιβεβαιώνεται η θέση, ή απέχει λιγότερο από ${days} ημέρες από την επιβεβαίωση, καταβάλλεται ${days} ημέρες μετά την επιβεβαίωση· το email της έγκρισης και η σελίδα «Το ταξίδι μου» δίνουν την ημερομηνία κάθε δόσης.`,
      `3. Ακυρώσεις και επιστροφές χρημάτων. Ο γονέας μπορεί να ακυρώσει τη συμμετοχή αποσύροντας την εγγραφή στη σελίδα «Το ταξίδι μου» ή με γραπτή ειδοποίηση. Από όσα έχουν καταβληθεί κρατείται, ανάλογα με το πόσες ημέρες πριν από την αναχώρηση γίνεται η ακύρωση: ${fees.el}. Δεν κρατείται ποτέ περισσότερο από όσο έχει καταβληθεί, και το υπόλοιπο επιστρέφεται στον λογαριασμό από τον οποίο ήρθαν τα χρήματα. Η σελίδα «Το ταξίδι μου» δείχνει πριν από την ακύρωση τι κρατείται και τι επιστρέφεται. Η ταξιδιωτική ασφάλιση μπορεί να καλύψει ό,τι κρατείται, για παράδειγμα λόγω σοβαρής ασθένειας με ιατρική βεβαίωση. Οι ίδιοι όροι ισχύουν όταν η εγγραφή ακυρώνεται επειδή δεν ανέβηκε εγκαίρως το έντυπο συναίνεσης. Αν το Ινστιτούτο ακυρώσει το ταξίδι, επιστρέφονται όλα τα ποσά.`,
      '4. Ασφάλιση. Η τιμή περιλαμβάνει ταξιδιωτική και ιατρική ασφάλιση για όλη τη διάρκεια του ταξιδιού: ιατρικά και νοσοκομειακά έξοδα, επαναπατρισμό, απώλεια αποσκευών και ακύρωση για σοβαρούς λόγους υγείας. Ο πίνακας καλύψεων αποστέλλεται στους γονείς πριν από την αναχώρηση. Η Ευρωπαϊκή Κάρτα Ασφάλισης Ασθένειας παραμένει απαραίτητη.',
      '5. Ευθύνη. Το Ινστιτούτο οργανώνει το ταξίδι σε συνεργασία με αδειούχο ταξιδιωτικό γραφείο και ευθύνεται για την τήρηση του προγράμματος και την επίβλεψη των ταξιδιωτών από τους συνοδούς. Δεν ευθύνεται για απώλεια προσωπικών αντικειμένων, χρημάτων ή κινητών, ούτε για καθυστερήσεις ή αλλαγές που οφείλονται σε αεροπορικές εταιρείες, στον καιρό ή σε άλλες περιστάσεις εκτός του ελέγχου του· σε τέτοια περίπτωση αντικαθιστά τις δραστηριότητες που χάνονται με ισάξιες. Οι γονείς ευθύνονται για ζημιές που προκαλεί το παιδί τους.',
      '6. Προσωπικά δεδομένα. Τα στοιχεία της εγγραφής χρησιμοποιούνται μόνο για την οργάνωση του ταξιδιού, κοινοποιούνται μόνο όσο χρειάζεται στην αεροπορική εταιρεία, στο ξενοδοχείο και στην ασφαλιστική εταιρεία, και διατηρούνται μόνο για όσο απαιτείται, σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων.',
    ].join('\n\n'),
    en: [
      `1. Registration. Registration is made online with the registration code given by the school. The parent or guardian fills in the traveller’s details, confirms their e-mail address and uploads the child’s passport or identity card. The institute reviews every application and tells the parent by e-mail whether it is approved, with payment instructions. There are ${capacity} places, filled in order of registration.`,
      `2. Price and payments. The price is ${price.en} per person, paid by bank transfer in two instalments: ${plan.en}. Each transfer must be for the exact amount of the instalment and quote the traveller’s payment reference (RF), given on approval, exactly as its reference. Upload the receipt to your account (PDF, JPG or PNG). An instalment whose date has already passed when a place is confirmed, or comes less than ${days} days after the confirmation, is due ${days} days after the confirmation; the approval e-mail and My Voyage give each instalment’s date.`,
      `3. Cancellations and refunds. A parent may cancel the participation by withdrawing the registration in My Voyage or by written notice. Of what was paid, the institute keeps, by how many days before the departure the cancellation comes: ${fees.en}. Nothing is ever kept beyond what was paid, and the rest of what was paid is refunded to the account it came from. My Voyage shows what is kept and what is refunded before the cancellation is confirmed. The travel insurance may cover what is kept, for example for a serious illness with a medical certificate. The same terms apply when a registration is cancelled because the consent form was not uploaded in time. If the institute cancels the trip, every amount is refunded.`,
      '4. Insurance. The price includes travel and medical insurance for the whole trip: medical and hospital costs, repatriation, lost luggage and cancellation for serious health reasons. The table of cover is sent to parents before departure. The European Health Insurance Card is still required.',
      '5. Liability. The institute organises the trip together with a licensed travel agency and is responsible for running the programme and for the supervision of travellers by the escorts. It is not liable for lost personal belongings, money or phones, nor for delays or changes caused by airlines, the weather or other circumstances beyond its control; in such cases it replaces any missed activity with an equivalent one. Parents are liable for damage caused by their child.',
      '6. Personal data. Registration data are used only to organise the trip, shared only as far as needed with the airline, the hotel and the insurer, and kept no longer than necessary, in line with the General Data Protection Regulation.',
    ].join('\n\n'),
  };
}
