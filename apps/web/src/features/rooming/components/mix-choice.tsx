import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ROOMING_MIXES, type Rooming, type RoomingMix } from '@voyage/domain';

type MixChoiceProps = {
  rooming: Rooming;
  disabled: boolean;
  onChange(mix: RoomingMix): void;
};

/**
 * The trip's auto-fill setting, by school or across schools, each with the rooms the departure would have
 * after an auto-fill that way, so staff choose knowingly (docs/product/rooming.md#auto-fill).
 */
export function MixChoice({ rooming, disabled, onChange }: MixChoiceProps) {
  const { t } = useTranslation('rooming');
  const labelId = useId();
  const hintId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', '&.Mui-disabled': { color: 'text.secondary' } }}
      >
        {t('mix.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={hintId}
        name="roomingMix"
        value={rooming.mix}
        onChange={(event) => onChange(event.target.value as RoomingMix)}
        sx={{ columnGap: 1 }}
      >
        {ROOMING_MIXES.map((mix) => (
          <FormControlLabel
            key={mix}
            value={mix}
            control={<Radio />}
            label={t(`mix.${mix}`, { rooms: rooming.roomsAfterAutoFill[mix] })}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('mix.hint')}
      </FormHelperText>
    </FormControl>
  );
}
