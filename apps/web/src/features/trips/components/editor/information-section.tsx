import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { Trip, TripDocument } from '@voyage/domain';
import { BilingualFields } from './bilingual-fields.tsx';
import { TripSectionForm } from './trip-section-form.tsx';
import { ListFieldset, ListItemCard, AddItemButton, useEditableList } from './list-parts.tsx';

const DOCUMENT_KINDS = ['consent', 'terms', 'general'] as const;
const EMPTY = { el: '', en: '' };

function UsefulInfo() {
  const { t } = useTranslation('trips');
  const { fields, append, buttonsOf } = useEditableList('usefulInfo');
  return (
    <ListFieldset legend={t('fields.usefulInfo')}>
      {fields.map((field, index) => {
        const what = t('fields.infoItem', { number: index + 1 });
        return (
          <ListItemCard key={field.id} what={what} {...buttonsOf(index)}>
            <BilingualFields name={`usefulInfo.${index}.title`} label={t('fields.infoTitle')} />
            <BilingualFields name={`usefulInfo.${index}.body`} label={t('fields.infoBody')} multiline />
          </ListItemCard>
        );
      })}
      <AddItemButton onClick={() => append({ title: EMPTY, body: EMPTY })}>{t('add.infoItem')}</AddItemButton>
    </ListFieldset>
  );
}

function Documents() {
  const { t } = useTranslation('trips');
  const { fields, append, buttonsOf } = useEditableList('documents', { isOrdered: false });
  const documents = fields as unknown as (TripDocument & { id: string })[];
  const missing = DOCUMENT_KINDS.filter((kind) => !documents.some((document) => document.key === kind));
  return (
    <ListFieldset legend={t('fields.documents')}>
      {documents.map((document, index) => {
        const what = t(`fields.documentKinds.${document.key}`);
        return (
          <ListItemCard key={document.id} what={what} {...buttonsOf(index)}>
            <BilingualFields name={`documents.${index}.title`} label={t('fields.documentTitle')} />
            <BilingualFields name={`documents.${index}.body`} label={t('fields.documentBody')} multiline />
          </ListItemCard>
        );
      })}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {missing.map((kind) => (
          <Button key={kind} startIcon={<AddIcon />} onClick={() => append({ key: kind, title: EMPTY, body: EMPTY })}>
            {t('add.document', { kind: t(`fields.documentKinds.${kind}`) })}
          </Button>
        ))}
      </Stack>
    </ListFieldset>
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
