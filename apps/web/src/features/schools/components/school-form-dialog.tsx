import { useMemo, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { DISTRICTS, schoolChangeBodySchema, type Departure, type School, type SchoolChangeBody } from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { changeSchool, createSchool, useRefreshTripOperations } from '../../../entities/trips/api/trip-operations.ts';
import { localize } from '../../../lib/localized.ts';
import { FormDialog } from '../../../components/common/form/form-dialog.tsx';

/** The form's values: the departure as the select holds it ('' for none). */
export type SchoolFormValues = {
  name: string;
  district: string;
  contactName: string;
  contactEmail: string;
  departureId: string;
};
const FIELDS = ['name', 'district', 'contactName', 'contactEmail', 'departureId'] as const;

function valuesOf(school: School | undefined): SchoolFormValues {
  return {
    name: school?.name ?? '',
    district: school?.district ?? '',
    contactName: school?.contactName ?? '',
    contactEmail: school?.contactEmail ?? '',
    departureId: school?.departureId == null ? '' : String(school.departureId),
  };
}

type SchoolFormDialogProps = {
  open: boolean;
  tripId: number;
  /** The school to change; none to add one. */
  school?: School;
  departures: readonly Departure[];
  onClose(saved?: School): void;
};

/**
 * Adding or changing a school (docs/product/schools-and-departures.md#schools) with the shared schema: its
 * name, district, contact teacher and departure. A copy someone changed meanwhile is refused (409).
 */
export function SchoolFormDialog({ open, tripId, school, departures, onClose }: SchoolFormDialogProps) {
  const { t } = useTranslation(['operations', 'admin', 'common']);
  const { locale } = useFormatters();
  const refresh = useRefreshTripOperations();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo<Resolver<SchoolFormValues, unknown, SchoolChangeBody>>(() => {
    const check = zodResolver(schoolChangeBodySchema);
    return (values, context, options) =>
      check(
        {
          ...values,
          departureId: values.departureId === '' ? null : Number(values.departureId),
          ...(school ? { expectedUpdatedAt: school.updatedAt } : {}),
        } as never,
        context,
        options as never,
      ) as ReturnType<Resolver<SchoolFormValues, unknown, SchoolChangeBody>>;
  }, [school]);
  const form = useForm<SchoolFormValues, unknown, SchoolChangeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(school),
  });
  const { handleSubmit, setError, formState } = form;
  // The fields read and write the form's values; only the resolver's output (the body) differs.
  const control = form.control as unknown as Control<SchoolFormValues>;

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const { expectedUpdatedAt: _seen, ...form } = body;
        const saved = school ? await changeSchool(school.id, body) : await createSchool(tripId, form);
        await refresh();
        onClose(saved);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.body.code === 'CONFLICT') {
          setFailure(t('schoolForm.conflict'));
          return;
        }
        const isFieldError = applyFieldErrors(error, setError, FIELDS);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );

  const select = { inputLabel: { shrink: true }, select: { native: true } } as const;
  return (
    <FormDialog
      open={open}
      title={school ? t('schoolForm.editTitle') : t('schoolForm.addTitle')}
      size="sm"
      isSubmitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={() => onClose()}
      note={t('schoolForm.audited')}
      failure={failure}
      cancelLabel={t('schoolForm.cancel')}
      saveLabel={t('schoolForm.save')}
    >
      <TextFieldElement control={control} name="name" label={t('schoolForm.name')} required autoFocus />
      <TextFieldElement
        control={control}
        name="district"
        label={t('schoolForm.district')}
        select
        required
        slotProps={select}
      >
        <option value="">{t('schoolForm.chooseDistrict')}</option>
        {DISTRICTS.map((district) => (
          <option key={district} value={district}>
            {t(`admin:districts.${district}`)}
          </option>
        ))}
      </TextFieldElement>
      <TextFieldElement control={control} name="contactName" label={t('schoolForm.contactName')} autoComplete="off" />
      <TextFieldElement
        control={control}
        name="contactEmail"
        type="email"
        label={t('schoolForm.contactEmail')}
        autoComplete="off"
      />
      <TextFieldElement
        control={control}
        name="departureId"
        label={t('schoolForm.departure')}
        select
        slotProps={select}
      >
        <option value="">{t('schoolForm.noDeparture')}</option>
        {departures.map((departure) => (
          <option key={departure.id} value={String(departure.id)}>
            {localize(departure.label, locale)}
          </option>
        ))}
      </TextFieldElement>
    </FormDialog>
  );
}
