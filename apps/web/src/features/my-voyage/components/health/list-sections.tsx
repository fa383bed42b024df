import Stack from '@mui/material/Stack';
import { ALLERGY_SEVERITIES, MEDICINE_KEEPERS, type HealthRecord } from '@voyage/domain';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { ChoiceField, CheckField, ListError } from './health-fields.tsx';
import { AddButton, ListEntry } from './list-buttons.tsx';
import { SectionForm } from './section-form.tsx';

type Props = { travellerId: string; record: HealthRecord; readOnly: boolean };

function AllergyList({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('myVoyage');
  const { fields, append, remove } = useFieldArray({ name: 'allergies' });
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <ListEntry
          key={field.id}
          removeLabel={t('health.allergy.remove')}
          onRemove={() => remove(index)}
          readOnly={readOnly}
        >
          <TextFieldElement name={`allergies.${index}.what`} label={t('health.allergy.what')} required />
          <ChoiceField
            name={`allergies.${index}.severity`}
            label={t('health.allergy.severity')}
            options={ALLERGY_SEVERITIES.map((value) => [value, t(`health.allergy.severities.${value}`)])}
          />
          <CheckField name={`allergies.${index}.anaphylaxis`} label={t('health.allergy.anaphylaxis')} />
        </ListEntry>
      ))}
      <AddButton
        label={t('health.allergy.add')}
        hidden={readOnly}
        onAdd={() => append({ what: '', severity: 'mild', anaphylaxis: false })}
      />
    </Stack>
  );
}

function MedicineTimes({ index, readOnly }: { index: number; readOnly: boolean }) {
  const { t } = useTranslation('myVoyage');
  const { fields, append, remove } = useFieldArray({ name: `medicines.${index}.times` as 'medicines' });
  return (
    <Stack spacing={1}>
      {fields.map((field, timeIndex) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextFieldElement
            name={`medicines.${index}.times.${timeIndex}`}
            label={t('health.medicine.time', { number: timeIndex + 1 })}
            placeholder="08:00"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
          <AddButton label={t('health.medicine.removeTime')} hidden={readOnly} onAdd={() => remove(timeIndex)} />
        </Stack>
      ))}
      <ListError name={`medicines.${index}.times`} />
      <AddButton label={t('health.medicine.addTime')} hidden={readOnly} onAdd={() => append('' as never)} />
    </Stack>
  );
}

function MedicineList({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('myVoyage');
  const { fields, append, remove } = useFieldArray({ name: 'medicines' });
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <ListEntry
          key={field.id}
          removeLabel={t('health.medicine.remove')}
          onRemove={() => remove(index)}
          readOnly={readOnly}
        >
          <TextFieldElement name={`medicines.${index}.name`} label={t('health.medicine.name')} required />
          <TextFieldElement name={`medicines.${index}.dose`} label={t('health.medicine.dose')} required />
          <MedicineTimes index={index} readOnly={readOnly} />
          <ChoiceField
            name={`medicines.${index}.keptBy`}
            label={t('health.medicine.keptBy')}
            options={MEDICINE_KEEPERS.map((value) => [value, t(`health.medicine.keepers.${value}`)])}
          />
        </ListEntry>
      ))}
      <AddButton
        label={t('health.medicine.add')}
        hidden={readOnly}
        onAdd={() => append({ name: '', dose: '', times: ['08:00'], keptBy: 'child' })}
      />
    </Stack>
  );
}

/** Allergies and medicines: lists with add and remove; saved empty, they mean "none". */
export function AllergiesSection({ travellerId, record, readOnly }: Props) {
  return (
    <SectionForm
      travellerId={travellerId}
      section="allergies"
      defaultValues={{ allergies: record.allergies ?? [] }}
      isSaved={record.allergies !== null}
      readOnly={readOnly}
    >
      <AllergyList readOnly={readOnly} />
    </SectionForm>
  );
}

export function MedicinesSection({ travellerId, record, readOnly }: Props) {
  return (
    <SectionForm
      travellerId={travellerId}
      section="medicines"
      defaultValues={{ medicines: record.medicines ?? [] }}
      isSaved={record.medicines !== null}
      readOnly={readOnly}
    >
      <MedicineList readOnly={readOnly} />
    </SectionForm>
  );
}
