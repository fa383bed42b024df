import Stack from '@mui/material/Stack';
import { DIET_NEEDS, HEALTH_CONDITIONS, type HealthRecord } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { CheckField } from './health-fields.tsx';
import { SectionForm } from './section-form.tsx';

type Props = { travellerId: string; record: HealthRecord; readOnly: boolean };

const NO_DIET = {
  vegetarian: false,
  noPork: false,
  halal: false,
  glutenFree: false,
  lactoseFree: false,
  noNuts: false,
  other: '',
};
const NO_CONDITIONS = { asthma: false, diabetes: false, epilepsy: false, other: '', canSwim: false };

/** The diet: each need a checkbox, anything else in words. */
export function DietSection({ travellerId, record, readOnly }: Props) {
  const { t } = useTranslation('myVoyage');
  return (
    <SectionForm
      travellerId={travellerId}
      section="diet"
      defaultValues={{ diet: record.diet ?? NO_DIET }}
      isSaved={record.diet !== null}
      readOnly={readOnly}
    >
      <Stack>
        {DIET_NEEDS.map((need) => (
          <CheckField key={need} name={`diet.${need}`} label={t(`health.diet.${need}`)} />
        ))}
      </Stack>
      <TextFieldElement name="diet.other" label={t('health.diet.other')} />
    </SectionForm>
  );
}

/** Conditions the escorts should know of, and whether the child can swim. */
export function ConditionsSection({ travellerId, record, readOnly }: Props) {
  const { t } = useTranslation('myVoyage');
  return (
    <SectionForm
      travellerId={travellerId}
      section="conditions"
      defaultValues={{ conditions: record.conditions ?? NO_CONDITIONS }}
      isSaved={record.conditions !== null}
      readOnly={readOnly}
    >
      <Stack>
        {HEALTH_CONDITIONS.map((condition) => (
          <CheckField key={condition} name={`conditions.${condition}`} label={t(`health.conditions.${condition}`)} />
        ))}
      </Stack>
      <TextFieldElement name="conditions.other" label={t('health.conditions.other')} multiline minRows={2} />
      <CheckField name="conditions.canSwim" label={t('health.conditions.canSwim')} />
    </SectionForm>
  );
}

/** Diet then conditions, in the form's order. */
export function ChoiceSections(props: Props) {
  return (
    <>
      <DietSection {...props} />
      <ConditionsSection {...props} />
    </>
  );
}
