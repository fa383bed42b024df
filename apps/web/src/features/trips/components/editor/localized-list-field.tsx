import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BilingualFields } from './bilingual-fields.tsx';
import { ListButtons } from './list-buttons.tsx';

type LocalizedListFieldProps = {
  name: 'missions' | 'package';
  label: string;
  itemLabel(number: number): string;
  addLabel: string;
};

/** A list of short texts in both languages (the mission list, what the price includes): add, move, remove. */
export function LocalizedListField({ name, label, itemLabel, addLabel }: LocalizedListFieldProps) {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {fields.length === 0 ? <Typography color="text.secondary">{t('editor.empty')}</Typography> : null}
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <BilingualFields name={`${name}.${index}`} label={itemLabel(index + 1)} />
          </Stack>
          <ListButtons
            what={itemLabel(index + 1)}
            itemId={field.id}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={() => remove(index)}
          />
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ el: '', en: '' })} sx={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
    </Stack>
  );
}
