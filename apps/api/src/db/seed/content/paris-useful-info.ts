import type { InfoSection } from '@voyage/domain';

export const parisUsefulInfo: InfoSection[] = [
  {
    title: { el: 'Ταξιδιωτικά έγγραφα', en: 'Travel documents' },
    body: {
      el: 'Κάθε ταξιδιώτης χρειάζεται διαβατήριο ή δελτίο ταυτότητας σε ισχύ για όλη τη διάρκεια του ταξιδιού. Το έγγραφο που ανεβάζετε κατά την εγγραφή πρέπει να είναι αυτό με το οποίο θα ταξιδέψει το παιδί, και το όνομα να γράφεται ακριβώς όπως σε αυτό, με λατινικά κεφαλαία χωρίς τόνους.\n\nΠάρτε μαζί και την Ευρωπαϊκή Κάρτα Ασφάλισης Ασθένειας (ΕΚΑΑ), που εκδίδεται δωρεάν. Οι ταξιδιώτες που δεν είναι πολίτες της Ευρωπαϊκής Ένωσης να ελέγξουν έγκαιρα αν χρειάζονται βίζα για τη Γαλλία.',
      en: 'Every traveller needs a passport or identity card valid for the whole trip. The document you upload when registering must be the one your child travels with, and the name must be written exactly as on it, in capital Latin letters without accents.\n\nPlease also bring the European Health Insurance Card (EHIC), which is issued free of charge. Travellers who are not citizens of the European Union should check in good time whether they need a visa for France.',
    },
  },
  {
    title: { el: 'Αποσκευές', en: 'Luggage' },
    body: {
      el: 'Κάθε ταξιδιώτης δικαιούται μία αποσκευή 23 κιλών στο αμπάρι και μία χειραποσκευή έως 8 κιλά. Τα υγρά στη χειραποσκευή επιτρέπονται μόνο σε συσκευασίες έως 100 ml, σε διάφανο σακουλάκι.\n\nΠροτείνουμε άνετα παπούτσια για περπάτημα, αδιάβροχο μπουφάν και ένα μικρό σακίδιο για τις επισκέψεις της ημέρας. Στη Γαλλία οι πρίζες είναι δίπολες: χρειάζεται μετατροπέας για τα κυπριακά τριπολικά φις. Γράψτε όνομα και τηλέφωνο σε κάθε αποσκευή.',
      en: 'Each traveller may check one 23 kg bag and carry one cabin bag of up to 8 kg. Liquids in the cabin bag are allowed only in containers of up to 100 ml, in a clear plastic bag.\n\nWe recommend comfortable walking shoes, a waterproof jacket and a small backpack for the day’s visits. French sockets take two round pins: bring an adapter for Cypriot three-pin plugs. Label every bag with a name and phone number.',
    },
  },
  {
    title: { el: 'Χρήματα και χαρτζιλίκι', en: 'Money and pocket money' },
    body: {
      el: 'Το νόμισμα στη Γαλλία είναι το ευρώ. Τα δείπνα δεν περιλαμβάνονται στην τιμή: οι συνοδοί πηγαίνουν τις ομάδες σε επιλεγμένα εστιατόρια και κάθε δείπνο κοστίζει περίπου 15–20 €. Μαζί με αναμνηστικά και μικροέξοδα, προτείνουμε χαρτζιλίκι 200–250 € για όλο το ταξίδι.\n\nΤο καλύτερο είναι μια προπληρωμένη κάρτα και λίγα μετρητά, φυλαγμένα σε δύο διαφορετικά σημεία. Στα πολυσύχναστα αξιοθέατα προσέχουμε για πορτοφολάδες.',
      en: 'France uses the euro. Dinners are not included in the price: the escorts take the groups to selected restaurants, and each dinner costs about €15–20. With souvenirs and small expenses, we suggest €200–250 of pocket money for the whole trip.\n\nA prepaid card and a little cash, kept in two different places, work best. Watch out for pickpockets at busy sights.',
    },
  },
  {
    title: { el: 'Κινητά τηλέφωνα και επικοινωνία με τους γονείς', en: 'Mobile phones and keeping in touch' },
    body: {
      el: 'Στην Ευρωπαϊκή Ένωση η περιαγωγή χρεώνεται όπως στην Κύπρο, οπότε τα παιδιά χρησιμοποιούν κανονικά το κινητό τους· ελέγξτε όμως το όριο δεδομένων του πακέτου τους.\n\nΟι συνοδοί δημιουργούν ομάδα ενημέρωσης για τους γονείς κάθε σχολείου και στέλνουν νέα και φωτογραφίες κάθε βράδυ. Για να ξεκουράζονται όλοι, τα κινητά κλείνουν στις 23:00. Τα τηλέφωνα των συνοδών σάς δίνονται στην ενημερωτική συνάντηση γονέων πριν από την αναχώρηση.',
      en: 'Within the European Union, roaming costs the same as at home, so travellers can use their phones as usual; do check the data allowance of their plan.\n\nThe escorts set up a news group for each school’s parents and post updates and photos every evening. So that everyone gets some rest, phones go off at 23:00. You will receive the escorts’ phone numbers at the parents’ briefing before departure.',
    },
  },
  {
    title: { el: 'Υγεία, αλλεργίες και φάρμακα', en: 'Health, allergies and medication' },
    body: {
      el: 'Δηλώστε στην αίτηση εγγραφής κάθε αλλεργία, και τροφική, κάθε χρόνια πάθηση ή διατροφική ανάγκη. Οι πληροφορίες αυτές κοινοποιούνται μόνο στους συνοδούς και, όπου χρειάζεται, στο ξενοδοχείο και στα εστιατόρια.\n\nΤα φάρμακα ταξιδεύουν στη χειραποσκευή, στην αρχική τους συσκευασία, μαζί με τη συνταγή στα αγγλικά. Οι συνοδοί δίνουν φάρμακο μόνο με γραπτή άδεια του γονέα. Η ΕΚΑΑ και η ταξιδιωτική ασφάλιση του πακέτου καλύπτουν την ιατρική φροντίδα στη Γαλλία.',
      en: 'Please tell us on the registration form about any allergy, including food allergies, any chronic condition or dietary need. We share this only with the escorts and, where needed, with the hotel and restaurants.\n\nMedication travels in the cabin bag, in its original packaging, with the prescription in English. Escorts give medication only with a parent’s written permission. The EHIC and the travel insurance in the package cover medical care in France.',
    },
  },
  {
    title: { el: 'Κανόνες συμπεριφοράς', en: 'Rules of conduct' },
    body: {
      el: 'Οι ταξιδιώτες μένουν πάντα με την ομάδα τους και δεν βγαίνουν ποτέ μόνοι από το ξενοδοχείο. Στις 22:30 όλοι βρίσκονται στα δωμάτιά τους. Απαγορεύονται το αλκοόλ, το κάπνισμα και το ηλεκτρονικό τσιγάρο.\n\nΣεβόμαστε τους συνταξιδιώτες μας, το προσωπικό και τους άλλους επισκέπτες του ξενοδοχείου· τυχόν ζημιές χρεώνονται στην οικογένεια. Σε σοβαρή παράβαση ενημερώνουμε αμέσως τους γονείς και ο ταξιδιώτης μπορεί να επιστρέψει νωρίτερα στην Κύπρο, με έξοδα της οικογένειας.',
      en: 'Travellers always stay with their group and never leave the hotel on their own. By 22:30 everyone is in their room. Alcohol, smoking and vaping are not allowed.\n\nWe respect our fellow travellers, the hotel staff and other guests; any damage is charged to the family. After a serious breach we inform the parents at once, and the traveller may be sent home early at the family’s expense.',
    },
  },
  {
    title: { el: 'Ο καιρός στο Παρίσι τον Μάρτιο', en: 'The weather in Paris in March' },
    body: {
      el: 'Τον Μάρτιο το Παρίσι είναι αρκετά πιο κρύο από την Κύπρο: η θερμοκρασία κυμαίνεται συνήθως από 4 έως 13 °C, με συχνές βροχές και αέρα.\n\nΠροτείνουμε ρούχα σε στρώσεις: ζεστό πουλόβερ, αδιάβροχο μπουφάν, κασκόλ και γάντια, και μια μικρή ομπρέλα. Περπατάμε πολύ κάθε μέρα, γι’ αυτό τα άνετα, αδιάβροχα παπούτσια είναι απαραίτητα.',
      en: 'Paris in March is much colder than Cyprus: temperatures usually range from 4 to 13 °C, with frequent rain and wind.\n\nWe suggest layers: a warm jumper, a waterproof jacket, a scarf and gloves, plus a small umbrella. We walk a lot every day, so comfortable waterproof shoes are a must.',
    },
  },
  {
    title: { el: 'Σε περίπτωση έκτακτης ανάγκης', en: 'In an emergency' },
    body: {
      el: 'Οι συνοδοί είναι διαθέσιμοι όλο το εικοσιτετράωρο. Αν ένας ταξιδιώτης αρρωστήσει ή τραυματιστεί, ένας συνοδός τον πηγαίνει στον γιατρό ή στο νοσοκομείο και ενημερώνει αμέσως τους γονείς, ενώ η ομάδα συνεχίζει το πρόγραμμα με τους υπόλοιπους συνοδούς.\n\nΗ ασφαλιστική εταιρεία διαθέτει γραμμή βοήθειας όλο το εικοσιτετράωρο και το γραφείο του Ινστιτούτου στη Λευκωσία παρακολουθεί το ταξίδι από την αναχώρηση ως την επιστροφή. Ο ευρωπαϊκός αριθμός έκτακτης ανάγκης είναι το 112. Αν μια πτήση καθυστερήσει ή ακυρωθεί, το Ινστιτούτο φροντίζει για τη διαμονή και τη νέα πτήση και σας κρατά ενήμερους.',
      en: 'The escorts can be reached day and night. If a traveller falls ill or is injured, an escort takes them to a doctor or hospital and calls the parents straight away, while the group carries on with the other escorts.\n\nThe insurer runs a 24-hour assistance line, and the institute’s office in Nicosia follows the trip from departure to return. The European emergency number is 112. If a flight is delayed or cancelled, the institute arranges accommodation and a new flight and keeps you informed.',
    },
  },
];
