import { useTranslation } from 'react-i18next';
import type { AdminTraveller } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { Section } from '../../../components/data/section.tsx';
import { travellerName } from '../../../components/data/traveller-name.ts';
import { ConfirmationWaitingNote } from './confirmation-waiting-note.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { RegistrationPayments } from './payments-table.tsx';
import { PossibleDuplicateNote } from './possible-duplicate-note.tsx';
import { RegistrationSummary } from './registration-summary.tsx';
import { ReviewActions } from './review-actions.tsx';
import { RoommatesSection } from './roommates-section.tsx';
import { TimelineSection } from './timeline-section.tsx';
import { TravellerFields } from './traveller-fields.tsx';

type RegistrationDetailProps = {
  traveller: AdminTraveller;
  /** The trip's registrations, where roommates and a possible duplicate are looked up. */
  registrations: readonly AdminTraveller[];
};

export function RegistrationDetail({ traveller, registrations }: RegistrationDetailProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={travellerName(traveller)} subtitle={traveller.schoolName} />
      <Section title={t('registration.summary')}>
        <RegistrationSummary traveller={traveller} />
      </Section>
      <ConfirmationWaitingNote traveller={traveller} />
      <PossibleDuplicateNote traveller={traveller} registrations={registrations} />
      <ReviewActions key={traveller.id} traveller={traveller} />
      <Section title={t('registration.details')}>
        <TravellerFields traveller={traveller} />
      </Section>
      <RoommatesSection traveller={traveller} registrations={registrations} />
      <RegistrationPayments traveller={traveller} />
      <Section title={t('registration.documents')}>
        <DocumentsTable documents={traveller.documents} />
      </Section>
      <TimelineSection travellerId={traveller.id} />
    </>
  );
}
