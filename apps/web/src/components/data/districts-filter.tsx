import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DISTRICT_CHOICES, type DistrictChoice } from '../../lib/lists/district-choice.ts';

/**
 * The districts filter: toggle buttons where they fit, a select on narrow screens
 * (docs/product/screens.md#districts-filter).
 */
export function DistrictsFilter({ value, onChange }: { value: DistrictChoice; onChange: (next: DistrictChoice) => void }) {
  const { t } = useTranslation('components');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const labelId = useId();
  const label = (choice: DistrictChoice) => (choice === 'all' ? t('districts.all') : t(`districts.${choice}`));

  if (isNarrow) {
    return (
      <TextField
        select
        size="small"
        label={t('districts.label')}
        value={value}
        onChange={(event) => onChange(event.target.value as DistrictChoice)}
        sx={{ minWidth: 200 }}
      >
        {DISTRICT_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {label(choice)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormLabel id={labelId}>{t('districts.label')}</FormLabel>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next: DistrictChoice | null) => {
          if (next) onChange(next);
        }}
      >
        {DISTRICT_CHOICES.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {label(choice)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
