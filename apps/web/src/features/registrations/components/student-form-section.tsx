import { useMemo, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  staffDetailsBodySchema,
  staffDetailsBodySchemaFor,
  type AdminTraveller,
  type StaffDetailsBody,
  type TravellerForm,
} from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { Section } from '../../../components/data/section.tsx';
import { TravellerDetailsFields } from '../../../entities/travellers/form/traveller-details-fields.tsx';
import { TRAVELLER_FORM_FIELDS, travellerFormValues } from '../../../entities/travellers/form/traveller-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { saveStudentDetails } from '../../../entities/documents/api/staff-documents.ts';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';
import { TravellerFields } from './traveller-fields.tsx';
import { useCan } from '../../../lib/session.tsx';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

/**
 * The traveller's details (docs/product/documents.md#student-form): read, or corrected by staff with the
 * registration form's own fields and rules, the school's code aside. Each save is audited.
 */
export function StudentFormSection({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation(['admin', 'documents']);
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const canEdit = useCan('registrations.review') && traveller.status !== 'deleted';
  return (
    <Section
      title={t('registration.details')}
      actions={
        canEdit && !isEditing ? (
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            aria-label={t('documents:studentForm.editLabel')}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {t('documents:studentForm.edit')}
          </Button>
        ) : null
      }
    >
      <Box role="status">
        {saved ? (
          <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
            {t('documents:studentForm.saved')}
          </Alert>
        ) : null}
      </Box>
      {isEditing ? (
        <StudentFormEditor
          traveller={traveller}
          onDone={(isSaved) => {
            setEditing(false);
            setSaved(isSaved);
          }}
        />
      ) : (
        <TravellerFields traveller={traveller} />
      )}
    </Section>
  );
}

type StudentFormEditorProps = { traveller: AdminTraveller; onDone(saved: boolean): void };

function StudentFormEditor({ traveller, onDone }: StudentFormEditorProps) {
  const { t } = useTranslation(['documents', 'common']);
  const trip = useQuery(tripQuery(traveller.tripId));
  const refreshRegistrations = useRefreshRegistrations();
  const [failure, setFailure] = useState<string | null>(null);
  const tripStartsOn = trip.data?.startsOn;
  // The form shows the registration form's fields, the code read-only; the body leaves the code out.
  const resolver = useMemo<Resolver<TravellerForm, unknown, StaffDetailsBody>>(() => {
    const schema = tripStartsOn ? staffDetailsBodySchemaFor(tripStartsOn) : staffDetailsBodySchema;
    const check = zodResolver(schema);
    return (values, context, options) => {
      const { registrationCode: _code, ...details } = values.details;
      return check({ details, expectedUpdatedAt: traveller.updatedAt }, context, options as never) as ReturnType<
        Resolver<TravellerForm, unknown, StaffDetailsBody>
      >;
    };
  }, [tripStartsOn, traveller.updatedAt]);
  const { control, handleSubmit, setError, formState } = useForm<TravellerForm, unknown, StaffDetailsBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: travellerFormValues(traveller, traveller.registrationCode, traveller.language, ''),
  });

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await saveStudentDetails(traveller.id, body);
        await refreshRegistrations();
        onDone(true);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.body.code === 'CONFLICT') {
          setFailure(t('studentForm.conflict'));
          return;
        }
        const isFieldError = applyFieldErrors(error, setError, TRAVELLER_FORM_FIELDS);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void onSubmit(event)}>
      <Alert severity="info" role="note">
        {t('studentForm.audited')}
      </Alert>
      <TravellerDetailsFields
        // The fields read and write the form's values; only the resolver's output (the body) differs.
        control={control as unknown as Control<TravellerForm>}
        schoolName={traveller.schoolName}
        registrationCode={traveller.registrationCode}
      />
      <FormNotice notice={failure} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
        <Button onClick={() => onDone(false)} disabled={formState.isSubmitting}>
          {t('studentForm.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('studentForm.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
