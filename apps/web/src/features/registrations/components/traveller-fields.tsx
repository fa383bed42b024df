import { useTranslation } from 'react-i18next';
import { countryName, type Traveller } from '@voyage/domain';
import { ReadOnlyField, ReadOnlyFields } from '../../../components/data/read-only-field.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import type { Resources } from '../../../lib/i18n-resources.ts';

type FieldName = keyof Resources['admin']['fields'];

/**
 * Every field of the registration form, laid out as the form, for reading (docs/product/admin.md#registration-detail).
 */
export function TravellerFields({ traveller }: { traveller: Traveller }) {
  const { t, i18n } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const none = t('common.none');
  const field = (key: FieldName) => t(`fields.${key}`);
  return (
    <ReadOnlyFields>
      <ReadOnlyField label={field('lastName')} value={traveller.lastName} />
      <ReadOnlyField label={field('firstName')} value={traveller.firstName} />
      <ReadOnlyField label={field('gender')} value={t(`gender.${traveller.gender}`)} />
      <ReadOnlyField label={field('dateOfBirth')} value={fmt.date(traveller.dateOfBirth)} />
      <ReadOnlyField
        label={field('nationality')}
        value={traveller.nationality ? countryName(traveller.nationality, i18n.language) : none}
      />
      <ReadOnlyField label={field('city')} value={traveller.city} />
      <ReadOnlyField label={field('district')} value={t(`districts.${traveller.district}`)} />
      <ReadOnlyField label={field('phone')} value={traveller.phone} />
      <ReadOnlyField label={field('language')} value={t(`components:language.${traveller.language}`)} />
      <ReadOnlyField label={field('school')} value={traveller.schoolName} />
      <ReadOnlyField label={field('guardianName')} value={traveller.guardianName} />
      <ReadOnlyField label={field('guardianEmail')} value={traveller.guardianEmail} />
      <ReadOnlyField label={field('registrationCode')} value={traveller.registrationCode} />
      <ReadOnlyField
        label={field('roommates')}
        value={traveller.roommates.length > 0 ? traveller.roommates.join(', ') : none}
        wide
      />
    </ReadOnlyFields>
  );
}
