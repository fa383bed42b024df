import { useId, useMemo, useState } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DISTRICTS,
  familyCorrectionBodySchemaFor,
  type CorrectionInput,
  type CorrectionResult,
  type FamilyCorrectionBody,
  type Traveller,
  type TravellerForm,
} from '@voyage/domain';
import { ConfirmDialogBody, ConfirmDialogShell } from '../../../../components/common/confirm-dialog.tsx';
import { applyFieldErrors } from '../../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { FieldGroup } from '../../../../entities/travellers/form/field-group.tsx';
import { PassportNameField } from '../../../../entities/travellers/form/passport-name-field.tsx';
import { ROOMMATE_INDEXES } from '../../../../entities/travellers/form/traveller-form.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useCorrectDetails } from '../../api/my-corrections.ts';

type CorrectionForm = { details: CorrectionInput };

/** The fields the form shows, named as the API's body names them, so its field errors land on them. */
const CORRECTION_FIELDS: readonly FieldPath<CorrectionForm>[] = [
  'details.guardianName',
  'details.phone',
  'details.city',
  'details.district',
  ...ROOMMATE_INDEXES.map((index) => `details.roommates.${index}` as const),
];

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const NO_REQUIRED_MARK = { inputLabel: { required: false } } as const;

const formValues = (traveller: Traveller): CorrectionForm => ({
  details: {
    guardianName: traveller.guardianName,
    phone: traveller.phone,
    city: traveller.city,
    district: traveller.district,
    roommates: ROOMMATE_INDEXES.map((index) => traveller.roommates[index] ?? ''),
  },
});

type CorrectionDialogProps = {
  open: boolean;
  traveller: Traveller;
  /** From the freeze day the same form sends a request to the office. */
  isFrozen: boolean;
  onClose(): void;
  onDone(result: CorrectionResult): void;
  onExited?(): void;
};

/**
 * The family corrects the guardian's name, the phone, the address and the roommates
 * (docs/product/corrections.md#what-a-family-corrects), filled in as they are and checked with the API's own rules
 * for this child; the whole screen on a phone. Before the freeze it saves; from it, it sends a request.
 */
export function CorrectionDialog({ open, onClose, onExited, ...form }: CorrectionDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [isPending, setPending] = useState(false);
  return (
    <ConfirmDialogShell
      open={open}
      layout="page"
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={isPending ? undefined : onClose}
      onExited={onExited}
    >
      <CorrectionFormBody {...form} ids={{ titleId, descriptionId }} onCancel={onClose} onPending={setPending} />
    </ConfirmDialogShell>
  );
}

type BodyProps = Omit<CorrectionDialogProps, 'open' | 'onClose' | 'onExited'> & {
  ids: { titleId: string; descriptionId: string };
  onCancel(): void;
  onPending(isPending: boolean): void;
};

/** Mounted with each opening, so the form starts from the details as they are now. */
function CorrectionFormBody({ traveller, isFrozen, ids, onCancel, onPending, onDone }: BodyProps) {
  const { t } = useTranslation(['myVoyage', 'components', 'common']);
  const correct = useCorrectDetails(traveller.id);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(familyCorrectionBodySchemaFor(traveller)), [traveller]);
  const { control, handleSubmit, setError, formState } = useForm<CorrectionForm, unknown, FamilyCorrectionBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: formValues(traveller),
  });

  const submit = handleSubmit(
    async (body) => {
      setFailure(null);
      onPending(true);
      try {
        onDone(await correct.mutateAsync(body));
      } catch (error) {
        const isFieldError = applyFieldErrors(error, setError, CORRECTION_FIELDS);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      } finally {
        onPending(false);
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );
  const word = (key: 'title' | 'body') => t(`corrections.dialog.${key}${isFrozen ? 'Frozen' : ''}`);
  // The roommate fields are the registration form's own, typed the same way (Latin capitals, as on a passport).
  const roommateControl = control as unknown as Control<TravellerForm>;

  return (
    <ConfirmDialogBody
      layout="page"
      {...ids}
      title={word('title')}
      description={word('body')}
      confirmLabel={t(isFrozen ? 'corrections.dialog.send' : 'corrections.dialog.save')}
      cancelLabel={t('corrections.dialog.cancel')}
      isPending={formState.isSubmitting}
      failure={failure}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <Stack spacing={3} sx={{ '& input, & select': { scrollMarginTop: 96 } }}>
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement<CorrectionForm>
            control={control}
            name="details.guardianName"
            label={t('components:correctableFields.guardianName')}
            autoComplete="name"
            required
            slotProps={NO_REQUIRED_MARK}
          />
          <TextFieldElement<CorrectionForm>
            control={control}
            name="details.phone"
            type="tel"
            label={t('components:correctableFields.phone')}
            helperText={t('corrections.dialog.phoneHelper')}
            autoComplete="tel"
            required
            slotProps={{ ...NO_REQUIRED_MARK, htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
        <FieldGroup title={t('corrections.dialog.address')}>
          <Box sx={TWO_COLUMNS}>
            <TextFieldElement<CorrectionForm>
              control={control}
              name="details.city"
              label={t('components:correctableFields.city')}
              autoComplete="address-level2"
              required
              slotProps={NO_REQUIRED_MARK}
            />
            <TextFieldElement<CorrectionForm>
              control={control}
              name="details.district"
              select
              label={t('components:correctableFields.district')}
              required
              slotProps={{ inputLabel: { required: false, shrink: true }, select: { native: true } }}
            >
              <option value="">{t('corrections.dialog.chooseDistrict')}</option>
              {DISTRICTS.map((district) => (
                <option key={district} value={district}>
                  {t(`components:districts.${district}`)}
                </option>
              ))}
            </TextFieldElement>
          </Box>
        </FieldGroup>
        <FieldGroup title={t('components:correctableFields.roommates')} lead={t('corrections.dialog.roommatesNote')}>
          <Box sx={TWO_COLUMNS}>
            {ROOMMATE_INDEXES.map((index) => (
              <PassportNameField
                key={index}
                control={roommateControl}
                name={`details.roommates.${index}`}
                label={t('corrections.dialog.roommate', { number: index + 1 })}
                helperText={t('corrections.dialog.roommateHelper')}
                isOptional
              />
            ))}
          </Box>
        </FieldGroup>
      </Stack>
    </ConfirmDialogBody>
  );
}
