import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Trip, TripDocument } from '@voyage/domain';
import { BilingualFields } from './bilingual-fields.tsx';
import { ListButtons } from './list-buttons.tsx';
import { TripSectionForm } from './trip-section-form.tsx';

const DOCUMENT_KINDS = ['consent', 'terms', 'general'] as const;
const EMPTY = { el: '', en: '' };

function UsefulInfo() {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'usefulInfo' });
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fields.usefulInfo')}
      </Typography>
      {fields.map((field, index) => {
        const what = t('fields.infoItem', { number: index + 1 });
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle2">
                {what}
              </Typography>
              <ListButtons
                what={what}
                itemId={field.id}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
              />
            </Stack>
            <Stack spacing={2}>
              <BilingualFields name={`usefulInfo.${index}.title`} label={t('fields.infoTitle')} />
              <BilingualFields name={`usefulInfo.${index}.body`} label={t('fields.infoBody')} multiline />
            </Stack>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => append({ title: EMPTY, body: EMPTY })}
      >
        {t('add.infoItem')}
      </Button>
    </Stack>
  );
}

function Documents() {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const documents = fields as unknown as (TripDocument & { id: string })[];
  const missing = DOCUMENT_KINDS.filter((kind) => !documents.some((document) => document.key === kind));
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fields.documents')}
      </Typography>
      {documents.map((document, index) => {
        const what = t(`fields.documentKinds.${document.key}`);
        return (
          <Paper key={document.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle2">
                {what}
              </Typography>
              <ListButtons
                what={what}
                itemId={document.id}
                index={index}
                count={documents.length}
                onRemove={() => remove(index)}
              />
            </Stack>
            <Stack spacing={2}>
              <BilingualFields name={`documents.${index}.title`} label={t('fields.documentTitle')} />
              <BilingualFields name={`documents.${index}.body`} label={t('fields.documentBody')} multiline />
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {missing.map((kind) => (
          <Button key={kind} startIcon={<AddIcon />} onClick={() => append({ key: kind, title: EMPTY, body: EMPTY })}>
            {t('add.document', { kind: t(`fields.documentKinds.${kind}`) })}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/** The useful-information page and the documents and terms page. */
export function InformationSection({ trip }: { trip: Trip }) {
  return (
    <TripSectionForm trip={trip} section="information">
      <UsefulInfo />
      <Documents />
    </TripSectionForm>
  );
}
