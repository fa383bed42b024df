import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HealthRecord } from '@voyage/domain';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { ListError } from './health-fields.tsx';
import { AddButton, ListEntry } from './list-buttons.tsx';
import { SectionForm } from './section-form.tsx';

type Props = { travellerId: string; record: HealthRecord; readOnly: boolean };

const NO_CONTACTS = {
  contacts: [{ name: '', relation: '', phone: '' }],
  doctorName: '',
  doctorPhone: '',
  ehicNumber: '',
  ehicExpiresOn: '',
};

function ContactList({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('myVoyage');
  const { fields, append, remove } = useFieldArray({ name: 'contacts.contacts' });
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <ListEntry
          key={field.id}
          removeLabel={t('health.contact.remove')}
          onRemove={() => remove(index)}
          readOnly={readOnly}
        >
          <TextFieldElement name={`contacts.contacts.${index}.name`} label={t('health.contact.name')} required />
          <TextFieldElement
            name={`contacts.contacts.${index}.relation`}
            label={t('health.contact.relation')}
            required
          />
          <TextFieldElement
            name={`contacts.contacts.${index}.phone`}
            label={t('health.contact.phone')}
            type="tel"
            autoComplete="off"
            required
          />
        </ListEntry>
      ))}
      <ListError name="contacts.contacts" />
      <AddButton
        label={t('health.contact.add')}
        hidden={readOnly}
        onAdd={() => append({ name: '', relation: '', phone: '' })}
      />
    </Stack>
  );
}

/** People to call besides the guardians, the family doctor, the European health insurance card. */
export function ContactsSection({ travellerId, record, readOnly }: Props) {
  const { t } = useTranslation('myVoyage');
  return (
    <SectionForm
      travellerId={travellerId}
      section="contacts"
      defaultValues={{ contacts: record.contacts ?? NO_CONTACTS }}
      isSaved={record.contacts !== null}
      readOnly={readOnly}
    >
      <ContactList readOnly={readOnly} />
      <Typography variant="h4" component="h3">
        {t('health.doctor.title')}
      </Typography>
      <TextFieldElement name="contacts.doctorName" label={t('health.doctor.name')} />
      <TextFieldElement name="contacts.doctorPhone" label={t('health.doctor.phone')} type="tel" />
      <Typography variant="h4" component="h3">
        {t('health.ehic.title')}
      </Typography>
      <TextFieldElement name="contacts.ehicNumber" label={t('health.ehic.number')} />
      <TextFieldElement
        name="contacts.ehicExpiresOn"
        label={t('health.ehic.expiresOn')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </SectionForm>
  );
}
