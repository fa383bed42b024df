import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ID_DOCUMENT_TYPES,
  type IdDocumentType,
  type RegistrationDraft,
  type RegistrationSubmitted,
} from '@voyage/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { removeDocument } from '../api/remove-document.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import { useRegistrationSubmit } from '../hooks/use-registration-submit.ts';
import { ChooseFileButton } from '../../../components/upload/choose-file-button.tsx';
import { DOCUMENT_MAX_MEGABYTES, documentFileProblem } from '../../../components/upload/document-file.ts';
import { documentStepMessage } from './document-step-message.ts';
import { DocumentTypeChoice } from './document-type-choice.tsx';
import { StartAgainButton } from './start-again-button.tsx';
import { StepButtons } from './step-buttons.tsx';
import { UploadProgress } from '../../../components/upload/upload-progress.tsx';
import { UploadedDocument } from './uploaded-document.tsx';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type DocumentStepProps = {
  draft: RegistrationDraft;
  onDraft(draft: RegistrationDraft): void;
  onBack(): void;
  onSubmitted(result: RegistrationSubmitted): void;
  onStartAgain(): void;
};

/** Step 3: the passport or ID card, uploaded with its progress shown, then the registration is sent. */
export function DocumentStep({ draft, onDraft, onBack, onSubmitted, onStartAgain }: DocumentStepProps) {
  const { t } = useTranslation(['register', 'common']);
  const limitsId = useId();
  // Passport first, as most travellers abroad use one; a parent with an ID card changes it in one tap.
  const [type, setType] = useState<IdDocumentType>(draft.document?.type ?? 'passport');
  const [problem, setProblem] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [hasJustUploaded, setHasJustUploaded] = useState(false);
  const upload = useDocumentUpload((next) => {
    setHasJustUploaded(true);
    onDraft(next);
  });
  const submit = useRegistrationSubmit(onSubmitted);

  const chooseFile = (file: File) => {
    setProblem(null);
    const fileProblem = documentFileProblem(file);
    if (fileProblem) return setProblem(t(`document.problems.${fileProblem}`, { size: DOCUMENT_MAX_MEGABYTES }));
    void upload.upload(type, file);
  };

  const remove = async () => {
    setProblem(null);
    setIsRemoving(true);
    try {
      onDraft(await removeDocument());
      setHasJustUploaded(false);
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    } finally {
      setIsRemoving(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!draft.document) return setProblem(t('common:errors.DOCUMENT_REQUIRED'));
    void submit.send();
  };

  const uploadProblem = upload.error ? documentStepMessage(t, upload.error) : null;
  const sendProblem = submit.error ? documentStepMessage(t, submit.error, 'send') : null;
  const message = problem ?? uploadProblem;
  const isBusy = upload.isUploading || isRemoving || submit.isSending;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={send}>
      <Typography sx={{ color: 'text.secondary' }}>{t('document.lead')}</Typography>
      {draft.document && !upload.isUploading ? (
        <UploadedDocument
          document={draft.document}
          isNew={hasJustUploaded}
          onReplace={chooseFile}
          onRemove={() => void remove()}
          isRemoving={isRemoving}
          disabled={submit.isSending}
        />
      ) : (
        <Stack spacing={2}>
          <DocumentTypeChoice value={type} onChange={setType} types={ID_DOCUMENT_TYPES} disabled={upload.isUploading} />
          {upload.isUploading && upload.fileName ? (
            <UploadProgress fileName={upload.fileName} fraction={upload.fraction} onCancel={upload.cancel} />
          ) : (
            <Stack spacing={1}>
              <ChooseFileButton label={t('document.choose')} onFile={chooseFile} describedBy={limitsId} />
              <Typography id={limitsId} variant="body2" sx={{ color: 'text.secondary' }}>
                {t('document.limits', { size: DOCUMENT_MAX_MEGABYTES })}
              </Typography>
            </Stack>
          )}
        </Stack>
      )}
      <FormNotice notice={message} />
      <FormNotice notice={sendProblem} />
      <StepButtons
        onBack={onBack}
        submitLabel={t('document.send')}
        isSubmitting={submit.isSending}
        isSubmitDisabled={isBusy && !submit.isSending}
      />
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <StartAgainButton onBeforeDiscard={upload.cancel} onDiscarded={onStartAgain} />
      </Stack>
    </Stack>
  );
}
