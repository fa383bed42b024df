import { useTranslation } from 'react-i18next';
import type { Control, UseFieldArrayReturn, UseFormGetValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import type { DepartureFormValues } from './departure-form-dialog.tsx';

export const emptyFlight = (direction: 'outbound' | 'inbound', date: string) => ({
  direction,
  flightNumber: '',
  date,
  arrivalDate: '',
  from: '',
  to: '',
  departureTime: '',
  arrivalTime: '',
});

type DepartureFlightsFieldsProps = {
  control: Control<DepartureFormValues>;
  flights: UseFieldArrayReturn<DepartureFormValues, 'flights'>;
  getValues: UseFormGetValues<DepartureFormValues>;
};

const shrink = { inputLabel: { shrink: true } } as const;
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
} as const;

/** A departure's flights in the form: one group each (direction, number, airports, day and times), added and removed. */
export function DepartureFlightsFields({ control, flights, getValues }: DepartureFlightsFieldsProps) {
  const { t } = useTranslation('operations');
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6">
        {t('departureForm.flights')}
      </Typography>
      <FormHelperText>{t('departureForm.timesHelper')}</FormHelperText>
      {flights.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('departureForm.flight', { number: index + 1 })}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1">{t('departureForm.flight', { number: index + 1 })}</Typography>
            <IconButton
              aria-label={t('departureForm.removeFlight', { number: index + 1 })}
              onClick={() => flights.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
          <Box sx={grid}>
            <TextFieldElement
              control={control}
              name={`flights.${index}.direction`}
              label={t('departureForm.direction')}
              select
              slotProps={{ ...shrink, select: { native: true } }}
            >
              <option value="outbound">{t('departureForm.outbound')}</option>
              <option value="inbound">{t('departureForm.inbound')}</option>
            </TextFieldElement>
            <TextFieldElement
              control={control}
              name={`flights.${index}.flightNumber`}
              label={t('departureForm.flightNumber')}
              required
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.from`}
              label={t('departureForm.from')}
              required
              slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.to`}
              label={t('departureForm.to')}
              required
              slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.date`}
              type="date"
              label={t('departureForm.date')}
              required
              slotProps={shrink}
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.departureTime`}
              type="time"
              label={t('departureForm.departureTime')}
              required
              slotProps={shrink}
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.arrivalTime`}
              type="time"
              label={t('departureForm.arrivalTime')}
              required
              slotProps={shrink}
            />
            <TextFieldElement
              control={control}
              name={`flights.${index}.arrivalDate`}
              type="date"
              label={t('departureForm.arrivalDate')}
              helperText={t('departureForm.arrivalDateHelper')}
              slotProps={shrink}
            />
          </Box>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          const isFirst = flights.fields.length === 0;
          flights.append(
            emptyFlight(
              isFirst ? 'outbound' : 'inbound',
              isFirst ? getValues('outboundDate') : getValues('inboundDate'),
            ),
          );
        }}
      >
        {t('departureForm.addFlight')}
      </Button>
    </Stack>
  );
}
