import type { ScheduleDay } from '@voyage/domain';

// Activity slugs are stable identifiers (the web may key icons or anchors on them); the texts may change.
export const parisSchedule: ScheduleDay[] = [
  {
    day: 1,
    title: { el: 'Άφιξη στο Παρίσι', en: 'Arrival in Paris' },
    activities: [
      {
        activity: 'flight-to-paris',
        el: 'Πρωινή πτήση από τη Λάρνακα για το αεροδρόμιο Σαρλ ντε Γκωλ',
        en: 'Morning flight from Larnaca to Paris Charles de Gaulle',
      },
      {
        activity: 'hotel-check-in',
        el: 'Μεταφορά με πούλμαν στο ξενοδοχείο και τακτοποίηση στα δωμάτια',
        en: 'Coach transfer to the hotel and settling into the rooms',
      },
      {
        activity: 'trocadero',
        el: 'Απογευματινός περίπατος από το Τροκαντερό στον Πύργο του Άιφελ',
        en: 'Late-afternoon walk from the Trocadéro to the Eiffel Tower',
      },
      {
        activity: 'welcome-meeting',
        el: 'Συνάντηση γνωριμίας με τους συνοδούς: πρόγραμμα και κανόνες του ταξιδιού',
        en: 'Welcome meeting with the escorts: programme and trip rules',
      },
    ],
  },
  {
    day: 2,
    title: { el: 'Το ιστορικό κέντρο και το Λούβρο', en: 'Historic Paris and the Louvre' },
    activities: [
      {
        activity: 'ile-de-la-cite',
        el: 'Η Παναγία των Παρισίων και το νησί της Σιτέ',
        en: 'Notre-Dame and the Île de la Cité',
      },
      {
        activity: 'louvre',
        el: 'Ξενάγηση στο Μουσείο του Λούβρου: Μόνα Λίζα, Αφροδίτη της Μήλου, Νίκη της Σαμοθράκης',
        en: 'Guided tour of the Louvre: the Mona Lisa, the Venus de Milo, the Winged Victory of Samothrace',
      },
      {
        activity: 'tuileries',
        el: 'Περίπατος στον Κήπο του Κεραμεικού ως την Πλατεία της Ομονοίας',
        en: 'Walk through the Tuileries Garden to the Place de la Concorde',
      },
      {
        activity: 'seine-cruise',
        el: 'Βραδινή κρουαζιέρα στον Σηκουάνα',
        en: 'Evening cruise on the Seine',
      },
    ],
  },
  {
    day: 3,
    title: { el: 'Γαλλικά στην πράξη', en: 'French in practice' },
    activities: [
      {
        activity: 'french-workshop',
        el: 'Εργαστήρι γαλλικής γλώσσας με Γάλλους μαθητές σε συνεργαζόμενο λύκειο',
        en: 'French-language workshop with French pupils at a partner lycée',
      },
      {
        activity: 'latin-quarter',
        el: 'Καρτιέ Λατέν: Σορβόννη, Πάνθεον και Κήπος του Λουξεμβούργου',
        en: 'The Latin Quarter: the Sorbonne, the Panthéon and the Luxembourg Gardens',
      },
      {
        activity: 'treasure-hunt',
        el: 'Κυνήγι θησαυρού στα γαλλικά στο Σεν Ζερμέν ντε Πρε, σε ομάδες με μαθητές από διαφορετικά σχολεία',
        en: 'Treasure hunt in French around Saint-Germain-des-Prés, in teams mixing pupils from different schools',
      },
    ],
  },
  {
    day: 4,
    title: { el: 'Οι Βερσαλλίες', en: 'Versailles' },
    activities: [
      {
        activity: 'versailles',
        el: 'Ξενάγηση στο Παλάτι των Βερσαλλιών: η Αίθουσα των Κατόπτρων και τα βασιλικά διαμερίσματα',
        en: 'Guided tour of the Palace of Versailles: the Hall of Mirrors and the royal apartments',
      },
      {
        activity: 'versailles-gardens',
        el: 'Οι κήποι των Βερσαλλιών και το κτήμα της Μαρίας Αντουανέτας',
        en: 'The gardens of Versailles and Marie-Antoinette’s estate',
      },
      {
        activity: 'eiffel-tower',
        el: 'Ανάβαση στον δεύτερο όροφο του Πύργου του Άιφελ',
        en: 'Up to the second floor of the Eiffel Tower',
      },
    ],
  },
  {
    day: 5,
    title: { el: 'Τέχνη και Μονμάρτη', en: 'Art and Montmartre' },
    activities: [
      {
        activity: 'orsay',
        el: 'Μουσείο Ορσέ: οι ιμπρεσιονιστές, από τον Μονέ και τον Ρενουάρ ως τον Βαν Γκογκ',
        en: 'The Musée d’Orsay: the Impressionists, from Monet and Renoir to Van Gogh',
      },
      {
        activity: 'montmartre',
        el: 'Μονμάρτη: η Place du Tertre με τους ζωγράφους της και η Βασιλική της Σακρέ-Κερ',
        en: 'Montmartre: the painters of the Place du Tertre and the Sacré-Cœur Basilica',
      },
      {
        activity: 'champs-elysees',
        el: 'Τα Ηλύσια Πεδία και η Αψίδα του Θριάμβου',
        en: 'The Champs-Élysées and the Arc de Triomphe',
      },
      {
        activity: 'farewell-evening',
        el: 'Αποχαιρετιστήρια βραδιά με όλα τα σχολεία',
        en: 'Farewell evening with all the schools',
      },
    ],
  },
  {
    day: 6,
    title: { el: 'Επιστροφή στην Κύπρο', en: 'Back to Cyprus' },
    activities: [
      {
        activity: 'hotel-check-out',
        el: 'Πρόγευμα και αναχώρηση από το ξενοδοχείο',
        en: 'Breakfast and hotel check-out',
      },
      {
        activity: 'marais',
        el: 'Πρωινός περίπατος στο Μαρέ και στο Κέντρο Πομπιντού',
        en: 'Morning walk through the Marais to the Centre Pompidou',
      },
      {
        activity: 'transfer-to-airport',
        el: 'Μεταφορά με πούλμαν στο αεροδρόμιο Σαρλ ντε Γκωλ',
        en: 'Coach transfer to Charles de Gaulle airport',
      },
      {
        activity: 'flight-to-larnaca',
        el: 'Πτήση για τη Λάρνακα, όπου οι γονείς παραλαμβάνουν τα παιδιά στις αφίξεις',
        en: 'Flight to Larnaca, where parents meet the travellers in the arrivals hall',
      },
    ],
  },
];
