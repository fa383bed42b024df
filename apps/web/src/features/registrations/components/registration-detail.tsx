import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import type { AdminTraveller } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { Section } from '../../../components/data/section.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/session.tsx';
import { ConfirmationWaitingNote } from './confirmation-waiting-note.tsx';
import { ErasureSection } from './erasure-section.tsx';
import { ChangeRequestsSection } from './change-requests/change-requests-section.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { HealthSection } from './health-section.tsx';
import { RegistrationDocuments } from './registration-documents.tsx';
import { RegistrationPayments } from './payments-table.tsx';
import { PossibleDuplicateNote } from './possible-duplicate-note.tsx';
import { RegistrationSummary } from './registration-summary.tsx';
import { ReviewActions } from './review/review-actions.tsx';
import { RoommatesSection } from './roommates/roommates-section.tsx';
import { StudentFormSection } from './student-form-section.tsx';
import { TimelineSection } from './timeline-section.tsx';

type RegistrationDetailProps = {
  traveller: AdminTraveller;
  /** The trip's registrations, where roommates and a possible duplicate are looked up. */
  registrations: readonly AdminTraveller[];
  /** On the registration screen, the header links to the traveller's page (`/voyageur/…`) once there is a code. */
  linkToVoyageur?: boolean;
};

/**
 * One registration as staff see it, on `/admin/registration/…` and on the traveller's page `/voyageur/…`
 * (docs/product/admin.md#registration-detail): summary, review, student form, the family's change requests
 * (docs/product/corrections.md#staff-decide), roommates, payments, documents, timeline and erasure
 * (docs/product/data-rights.md#erasure).
 */
export function RegistrationDetail({ traveller, registrations, linkToVoyageur = false }: RegistrationDetailProps) {
  const { t } = useTranslation(['admin', 'documents']);
  const name = travellerName(traveller);
  const code = traveller.personalCode;
  // Each part shows to a role that may use it (docs/product/staff-roles.md#what-each-role-may-use).
  const can = {
    review: useCan('registrations.review'),
    payments: useCan('payments'),
    documents: useCan('documents.read'),
    healthFlags: useCan('health.flags'),
    timeline: useCan('registrations.read', { everyDeparture: true }),
    dataRights: useCan('data-rights'),
  };
  return (
    <>
      <PageHeader
        title={name}
        subtitle={traveller.schoolName}
        actions={
          linkToVoyageur && code ? (
            <Button
              component={RouterLink}
              to={paths.voyageur.href(traveller.tripId, code, traveller.id)}
              variant="outlined"
              startIcon={<BadgeOutlinedIcon />}
              aria-label={t('documents:voyageur.openLabel', { name, code })}
            >
              {t('documents:voyageur.open')}
            </Button>
          ) : null
        }
      />
      <Section title={t('registration.summary')}>
        <RegistrationSummary traveller={traveller} />
      </Section>
      <ConfirmationWaitingNote traveller={traveller} />
      <PossibleDuplicateNote traveller={traveller} registrations={registrations} />
      {can.review ? <ReviewActions key={traveller.id} traveller={traveller} /> : null}
      {traveller.status === 'approved' || traveller.status === 'pending' ? (
        <ChecklistSection travellerId={traveller.id} />
      ) : null}
      <StudentFormSection key={traveller.id} traveller={traveller} />
      {can.timeline ? <ChangeRequestsSection key={`changes-${traveller.id}`} travellerId={traveller.id} /> : null}
      <RoommatesSection traveller={traveller} registrations={registrations} />
      {can.payments ? <RegistrationPayments traveller={traveller} /> : null}
      {can.documents ? <RegistrationDocuments traveller={traveller} /> : null}
      {can.healthFlags ? <HealthSection traveller={traveller} /> : null}
      {can.timeline ? <TimelineSection travellerId={traveller.id} /> : null}
      {can.dataRights ? <ErasureSection key={`erasure-${traveller.id}`} traveller={traveller} /> : null}
    </>
  );
}
