import type { LocalizedText } from '@voyage/domain';

export function parisTitle(year: number): LocalizedText {
  return {
    el: `Παρίσι ${year}: ένα ταξίδι στη γαλλική γλώσσα και τον πολιτισμό`,
    en: `Paris ${year}: a journey into French language and culture`,
  };
}

export const parisIntro: LocalizedText = {
  el: [
    'Εδώ και 30 χρόνια, το Γαλλικό Ινστιτούτο Κύπρου οργανώνει κάθε άνοιξη ένα εκπαιδευτικό ταξίδι στο Παρίσι για μαθητές γυμνασίων και λυκείων από όλες τις επαρχίες της Κύπρου. Μέσα σε έξι μέρες, τα παιδιά ζουν τη γαλλική γλώσσα στην πράξη: επισκέπτονται το Λούβρο, τις Βερσαλλίες και το Μουσείο Ορσέ, περπατούν στη Μονμάρτη και στο Καρτιέ Λατέν και γνωρίζουν Γάλλους συνομηλίκους τους σε ένα συνεργαζόμενο λύκειο.',
    'Το Ινστιτούτο ανήκει σε ένα δίκτυο με ιστορία 61 χρόνων, που σήμερα αριθμεί 829 ινστιτούτα σε 133 χώρες. Οι συνοδοί μας είναι καθηγητές και στελέχη του Ινστιτούτου, ένας για κάθε 15 ταξιδιώτες, και είναι δίπλα στα παιδιά από την αναχώρηση στη Λάρνακα μέχρι την επιστροφή τους.',
  ].join('\n\n'),
  en: [
    'For 30 years, the Institut français de Chypre has organised a spring school trip to Paris for secondary-school pupils from every district of Cyprus. Over six days, young travellers live the French language for real: they visit the Louvre, Versailles and the Musée d’Orsay, stroll through Montmartre and the Latin Quarter, and meet French pupils of their own age at a partner lycée.',
    'The institute belongs to a network with 61 years of history that today counts 829 institutes in 133 countries. Our escorts are teachers and staff of the institute, one for every 15 travellers, and they stay with the young people from take-off in Larnaca until they are back home.',
  ].join('\n\n'),
};

export const parisMissions: LocalizedText[] = [
  {
    el: 'Να ανακαλύψουν από κοντά τη γαλλική γλώσσα και τον γαλλικό πολιτισμό, στους δρόμους, στα μουσεία και στα μνημεία του Παρισιού.',
    en: 'Discover the French language and French culture first-hand, in the streets, museums and monuments of Paris.',
  },
  {
    el: 'Να μιλήσουν γαλλικά σε πραγματικές καταστάσεις: στο καφέ, στα μαγαζιά και στο εργαστήρι γλώσσας με Γάλλους μαθητές.',
    en: 'Practise French in real situations: at a café, in the shops and in a language workshop with French pupils.',
  },
  {
    el: 'Να γνωρίσουν σπουδαία έργα τέχνης και ιστορίας στο Λούβρο, στο Μουσείο Ορσέ και στο Παλάτι των Βερσαλλιών.',
    en: 'Meet great works of art and history at the Louvre, the Musée d’Orsay and the Palace of Versailles.',
  },
  {
    el: 'Να αποκτήσουν αυτονομία και να μάθουν να συνεργάζονται σε ομάδα, με ασφάλεια και υπευθυνότητα.',
    en: 'Grow in independence and learn to work as a team, safely and responsibly.',
  },
  {
    el: 'Να κάνουν νέους φίλους από σχολεία όλων των επαρχιών της Κύπρου.',
    en: 'Make new friends from schools in every district of Cyprus.',
  },
  {
    el: 'Να νιώσουν νέοι Ευρωπαίοι πολίτες, ζώντας για λίγες μέρες την καθημερινότητα μιας μεγάλης ευρωπαϊκής πρωτεύουσας.',
    en: 'Feel like young European citizens by living the daily life of a great European capital for a few days.',
  },
];

export const parisPackage: LocalizedText[] = [
  {
    el: 'Πτήσεις μετ’ επιστροφής Λάρνακα – Παρίσι, με αποσκευή 23 κιλών',
    en: 'Return flights Larnaca – Paris with 23 kg checked baggage',
  },
  {
    el: 'Πέντε διανυκτερεύσεις σε ξενοδοχείο, σε τρίκλινα δωμάτια, με πρόγευμα',
    en: 'Five hotel nights in triple rooms with breakfast',
  },
  { el: 'Τέσσερα μεσημεριανά γεύματα', en: 'Four lunches' },
  { el: 'Όλες οι μετακινήσεις με ιδιωτικό πούλμαν', en: 'All transfers by private coach' },
  {
    el: 'Εισιτήρια εισόδου σε μουσεία και μνημεία, με ξεναγήσεις',
    en: 'Museum and monument tickets with guided tours',
  },
  { el: 'Ένας συνοδός για κάθε 15 ταξιδιώτες', en: 'One escort for every 15 travellers' },
  { el: 'Ταξιδιωτική και ιατρική ασφάλιση', en: 'Travel and medical insurance' },
  {
    el: 'Εργαστήρι γαλλικής γλώσσας σε συνεργαζόμενο γαλλικό λύκειο',
    en: 'A French-language workshop at a partner French lycée',
  },
];
