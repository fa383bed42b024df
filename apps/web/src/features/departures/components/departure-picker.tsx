import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Departure } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { localize } from '../../../lib/localized.ts';

type DeparturePickerProps = { tripId: number; departures: readonly Departure[]; value: number };

export function DeparturePicker({ tripId, departures, value }: DeparturePickerProps) {
  const { t } = useTranslation('admin');
  const { locale } = useFormatters();
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label={t('departure.pick')}
      value={value}
      onChange={(event) => void navigate(paths.departure.href(tripId, Number(event.target.value)))}
      sx={{ minWidth: 220 }}
    >
      {departures.map((departure) => (
        <MenuItem key={departure.id} value={departure.id}>
          {localize(departure.label, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}
