import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ID_DOCUMENT_ACCEPT, type Traveller } from '@voyage/domain';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { DOCUMENT_MAX_MEGABYTES, fileSizeText } from '../../../../components/upload/document-file.ts';
import {
  familyUploadDialog,
  FamilyUploadForm,
  uploadLegendSx,
  useFamilyUpload,
  type FamilyUploadFormOwnProps,
  type FileProblem,
} from '../../../../components/upload/family-upload-dialog.tsx';
import { sendForTraveller } from '../../api/upload-for-traveller.ts';
import { familyName } from '../family-name.ts';
import { uploadFailureOf } from './document-upload-failure.ts';

/** What is uploaded: the signed consent form or travel authorisation letter, or a new passport or ID card. */
export type UploadKind = 'consent' | 'travelAuthorisation' | 'id';

/** Each kind's document type, and the words of its dialog (`documents.upload.<title|lead><Key>`). */
const KINDS = {
  consent: { type: 'consent', words: 'Consent' },
  travelAuthorisation: { type: 'travel_authorisation', words: 'TravelAuthorisation' },
  id: { type: null, words: 'Id' },
} as const;
type IdType = 'passport' | 'id_card';

type UploadDocumentFormProps = {
  traveller: Traveller;
  kind: UploadKind;
  /** For a new ID: the type chosen first (the rejected one's). */
  idType?: IdType;
  /** The API's answer: the traveller with the new document (Processing). */
  onUploaded(traveller: Traveller): void;
  /** The family's data may be out of date (the registration moved on, an ID was accepted): load it again. */
  onStale(): void;
};

function UploadDocumentForm(props: UploadDocumentFormProps & FamilyUploadFormOwnProps) {
  const { traveller, kind, idType = 'passport', onClose, onUploaded, onStale, frame } = props;
  const { t } = useTranslation(['myVoyage', 'common']);
  const fmt = useFormatters();
  const { words } = KINDS[kind];
  const isSignedForm = kind !== 'id';
  const [type, setType] = useState<IdType>(idType);
  const upload = useFamilyUpload(frame);

  const problemText = (problem: FileProblem) => {
    if ('required' in problem) return t('documents.upload.required');
    if ('problem' in problem) {
      if (problem.problem === 'type')
        return t(isSignedForm ? 'documents.upload.problems.typeConsent' : 'documents.upload.problems.typeId');
      return t(`documents.upload.problems.${problem.problem}`, { size: DOCUMENT_MAX_MEGABYTES });
    }
    return translateFieldError(t, problem.key);
  };

  const send = async () => {
    if (upload.isSending()) return;
    upload.setGeneral(null);
    const { file } = upload;
    if (!file) {
      upload.setFileProblem({ required: true });
      return;
    }
    const refused = (error: unknown) => {
      const failure = uploadFailureOf(error, isSignedForm, t);
      upload.setFileProblem(failure.file ?? null);
      return failure;
    };
    const fields = { type: KINDS[kind].type ?? type } as const;
    await sendForTraveller(upload, traveller.id, 'documents', fields, file, {
      done: onUploaded,
      stale: onStale,
      refused,
    });
  };

  return (
    <FamilyUploadForm
      frame={frame}
      upload={upload}
      accept={ID_DOCUMENT_ACCEPT}
      texts={{
        title: t(`documents.upload.title${words}`),
        lead: t(`documents.upload.lead${words}`, { name: familyName(traveller) }),
        fileLegend: t('documents.upload.file'),
        limits: t(isSignedForm ? 'documents.upload.limitsConsent' : 'documents.upload.limitsId', {
          size: DOCUMENT_MAX_MEGABYTES,
        }),
        chosen: (file) => t('documents.upload.chosen', { name: file.name, size: fileSizeText(file.size, fmt.locale) }),
        choose: t('documents.upload.choose'),
        change: t('documents.upload.change'),
        cancel: t('documents.upload.cancel'),
        send: t('documents.upload.send'),
        fileProblem: problemText,
      }}
      onCancel={onClose}
      onSend={() => void send()}
    >
      {isSignedForm ? null : (
        <FormControl component="fieldset" disabled={upload.isBusy}>
          <FormLabel component="legend" sx={uploadLegendSx}>
            {t('documents.upload.which')}
          </FormLabel>
          <RadioGroup name="type" value={type} onChange={(event) => setType(event.target.value as IdType)}>
            <FormControlLabel value="passport" control={<Radio />} label={t('documents.types.passport')} />
            <FormControlLabel value="id_card" control={<Radio />} label={t('documents.types.id_card')} />
          </RadioGroup>
        </FormControl>
      )}
    </FamilyUploadForm>
  );
}

/**
 * "Upload the signed form" (the consent form, the travel authorisation letter) and "Replace" a rejected ID (docs/product/my-voyage.md#uploading-a-document): the
 * limits said first, the file checked as soon as it is chosen, then sent with a progress bar, in the family's
 * upload dialog.
 */
export const UploadDocumentDialog = familyUploadDialog(UploadDocumentForm);
