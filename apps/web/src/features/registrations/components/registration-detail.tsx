import { useTranslation } from 'react-i18next';
import type { Traveller } from '@voyage/domain';
import { PageHeader } from '../../../components/data/page-header.tsx';
import { Section } from '../../../components/data/section.tsx';
import { travellerName } from '../../../components/data/traveller-name.ts';
import { DocumentsTable } from './documents-table.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { RegistrationSummary } from './registration-summary.tsx';
import { TravellerFields } from './traveller-fields.tsx';

export function RegistrationDetail({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={travellerName(traveller)} subtitle={traveller.schoolName} />
      <Section title={t('registration.summary')}>
        <RegistrationSummary traveller={traveller} />
      </Section>
      <Section title={t('registration.details')}>
        <TravellerFields traveller={traveller} />
      </Section>
      <Section title={t('registration.payments')}>
        <PaymentsTable payments={traveller.payments} />
      </Section>
      <Section title={t('registration.documents')}>
        <DocumentsTable documents={traveller.documents} />
      </Section>
    </>
  );
}
