import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';

type BilingualFieldsProps = { name: string; label: string; multiline?: boolean };

/** A text families read, Greek beside English on a desktop, one under the other on a phone. */
export function BilingualFields({ name, label, multiline = false }: BilingualFieldsProps) {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  const languages = [
    ['el', t('editor.greek')],
    ['en', t('editor.english')],
  ] as const;
  return (
    <Grid container spacing={2}>
      {languages.map(([language, languageName]) => (
        <Grid key={language} size={{ xs: 12, md: 6 }}>
          <TextFieldElement
            name={`${name}.${language}`}
            control={control}
            label={`${label} (${languageName})`}
            slotProps={{ htmlInput: { lang: language } }}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
            required
          />
        </Grid>
      ))}
    </Grid>
  );
}
