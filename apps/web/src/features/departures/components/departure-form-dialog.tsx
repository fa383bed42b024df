import { useState } from 'react';
import { useFieldArray, useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller } from 'react-hook-form';
import {
  departureChangeBodySchema,
  type Departure,
  type DepartureChangeBody,
  type DepartureFormInput,
  type School,
} from '@voyage/domain';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { DepartureFlightsFields, emptyFlight } from './departure-flights-fields.tsx';
import {
  changeDeparture,
  createDeparture,
  useRefreshTripOperations,
} from '../../../entities/trips/api/trip-operations.ts';
import { FormDialog } from '../../../components/common/form/form-dialog.tsx';
import { SeatsField } from './seats-field.tsx';

/** The form's values: the body as typed, `expectedUpdatedAt` added on the way out. */
export type DepartureFormValues = DepartureFormInput;

function valuesOf(departure: Departure | undefined): DepartureFormValues {
  if (!departure) {
    return {
      label: { el: '', en: '' },
      outboundDate: '',
      inboundDate: '',
      carrier: '',
      hotel: '',
      flights: [emptyFlight('outbound', ''), emptyFlight('inbound', '')],
      escorts: [],
      schoolIds: [],
      seats: null,
    };
  }
  return {
    label: { ...departure.label },
    outboundDate: departure.outboundDate,
    inboundDate: departure.inboundDate,
    carrier: departure.carrier,
    hotel: departure.hotel,
    flights: departure.flights.map((flight) => ({ ...flight, arrivalDate: flight.arrivalDate ?? '' })),
    escorts: departure.escorts.map((escort) => ({ ...escort })),
    schoolIds: departure.schools.map((school) => school.id),
    seats: departure.seats,
  };
}

type DepartureFormDialogProps = {
  open: boolean;
  tripId: number;
  /** The departure to change; none to create one. */
  departure?: Departure;
  schools: readonly School[];
  onClose(saved?: Departure): void;
};

/**
 * Creating or changing a departure (docs/product/schools-and-departures.md#departures) with the shared
 * schema: label in both languages, dates, airline, hotel, seats, its flights, the schools on it and its escorts.
 * Flights and escorts are lists with Add and Remove buttons; a copy someone changed meanwhile is refused (409).
 */
export function DepartureFormDialog({ open, tripId, departure, schools, onClose }: DepartureFormDialogProps) {
  const { t } = useTranslation(['operations', 'common']);
  const refresh = useRefreshTripOperations();
  const [failure, setFailure] = useState<string | null>(null);
  const check = zodResolver(departureChangeBodySchema);
  const resolver: Resolver<DepartureFormValues, unknown, DepartureChangeBody> = (values, context, options) =>
    check(
      { ...values, ...(departure ? { expectedUpdatedAt: departure.updatedAt } : {}) } as never,
      context,
      options as never,
    ) as ReturnType<Resolver<DepartureFormValues, unknown, DepartureChangeBody>>;
  const form = useForm<DepartureFormValues, unknown, DepartureChangeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(departure),
  });
  const { handleSubmit, setError, formState, getValues } = form;
  const control = form.control as unknown as Control<DepartureFormValues>;
  const flights = useFieldArray({ control, name: 'flights' });
  const escorts = useFieldArray({ control, name: 'escorts' });

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const { expectedUpdatedAt: _seen, ...fields } = body;
        const saved = departure ? await changeDeparture(departure.id, body) : await createDeparture(tripId, fields);
        await refresh();
        onClose(saved);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.body.code === 'CONFLICT') {
          setFailure(t('departureForm.conflict'));
          return;
        }
        const fieldNames = Object.keys((error instanceof ApiRequestError && error.body.fieldErrors) || {});
        const isFieldError = applyFieldErrors(error, setError, fieldNames as never[]);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );

  const shrink = { inputLabel: { shrink: true } } as const;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <FormDialog
      open={open}
      title={departure ? t('departureForm.editLabel') : t('departureForm.addTitle')}
      size="md"
      spacing={3}
      isSubmitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={() => onClose()}
      note={t('departureForm.audited')}
      failure={failure}
      cancelLabel={t('departureForm.cancel')}
      saveLabel={t('departureForm.save')}
    >
      <Box sx={grid}>
        <TextFieldElement control={control} name="label.el" label={t('departureForm.labelEl')} required />
        <TextFieldElement control={control} name="label.en" label={t('departureForm.labelEn')} required />
        <TextFieldElement
          control={control}
          name="outboundDate"
          type="date"
          label={t('departureForm.outboundDate')}
          required
          slotProps={shrink}
        />
        <TextFieldElement
          control={control}
          name="inboundDate"
          type="date"
          label={t('departureForm.inboundDate')}
          required
          slotProps={shrink}
        />
        <TextFieldElement control={control} name="carrier" label={t('departureForm.carrier')} required />
        <TextFieldElement control={control} name="hotel" label={t('departureForm.hotel')} required />
        <SeatsField control={control} />
      </Box>

      <DepartureFlightsFields control={control} flights={flights} getValues={getValues} />

      <Controller
        control={control}
        name="schoolIds"
        render={({ field }) => (
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6">
              {t('departureForm.schools')}
            </Typography>
            <FormHelperText>{t('departureForm.schoolsHelper')}</FormHelperText>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {[...schools]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((school) => (
                  <FormControlLabel
                    key={school.id}
                    label={school.name}
                    control={
                      <Checkbox
                        checked={field.value.includes(school.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, school.id]
                              : field.value.filter((id) => id !== school.id),
                          )
                        }
                      />
                    }
                  />
                ))}
            </FormGroup>
          </Stack>
        )}
      />

      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h6">
          {t('departureForm.escorts')}
        </Typography>
        {escorts.fields.map((field, index) => (
          <Box
            key={field.id}
            role="group"
            aria-label={t('departureForm.escort', { number: index + 1 })}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
            }}
          >
            <TextFieldElement
              control={control}
              name={`escorts.${index}.name`}
              label={t('departureForm.escortName')}
              required
            />
            <TextFieldElement
              control={control}
              name={`escorts.${index}.phone`}
              type="tel"
              label={t('departureForm.escortPhone')}
              required
              sx={{ gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              aria-label={t('departureForm.removeEscort', { number: index + 1 })}
              onClick={() => escorts.remove(index)}
              sx={{ gridRow: { xs: '1 / span 2', sm: 'auto' }, gridColumn: { xs: 2, sm: 3 } }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => escorts.append({ name: '', phone: '' })}
        >
          {t('departureForm.addEscort')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
