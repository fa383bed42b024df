import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BilingualFields } from './bilingual-fields.tsx';
import { ListButtons } from './list-buttons.tsx';
import { ListFieldset, AddItemButton, useEditableList } from './list-parts.tsx';

type LocalizedListFieldProps = {
  name: 'missions' | 'package';
  label: string;
  itemLabel(number: number): string;
  addLabel: string;
};

/** A list of short texts in both languages (the mission list, what the price includes): add, move, remove. */
export function LocalizedListField({ name, label, itemLabel, addLabel }: LocalizedListFieldProps) {
  const { t } = useTranslation('trips');
  const { fields, append, buttonsOf } = useEditableList(name);
  return (
    <ListFieldset legend={label}>
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
          <ListButtons what={itemLabel(index + 1)} {...buttonsOf(index)} />
        </Stack>
      ))}
      <AddItemButton onClick={() => append({ el: '', en: '' })}>{addLabel}</AddItemButton>
    </ListFieldset>
  );
}
