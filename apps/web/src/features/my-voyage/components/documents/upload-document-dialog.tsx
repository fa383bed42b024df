import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CONSENT_ACCEPT, ID_DOCUMENT_ACCEPT, type Traveller } from '@voyage/domain';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { ChooseFileButton } from '../../../../components/upload/choose-file-button.tsx';
import {
  DOCUMENT_MAX_MEGABYTES,
  documentFileProblem,
  fileSizeText,
} from '../../../../components/upload/document-file.ts';
import { UploadProgress } from '../../../../components/upload/upload-progress.tsx';
import { useUpload } from '../../../../components/upload/use-upload.ts';
import { newIdempotencyKey } from '../../../../lib/idempotency-key.ts';
import { uploadDocument } from '../../api/upload-document.ts';
import { uploadFailureOf, type FileProblem } from './document-upload-failure.ts';
import { familyName } from '../family-name.ts';

/** What is uploaded: the signed consent form, or a new passport or ID card. */
export type UploadKind = 'consent' | 'id';
type IdType = 'passport' | 'id_card';

type UploadDocumentDialogProps = {
  open: boolean;
  traveller: Traveller;
  kind: UploadKind;
  /** For a new ID: the type chosen first (the rejected one's). */
  idType?: IdType;
  onClose(): void;
  /** The API's answer: the traveller with the new document (Processing). */
  onUploaded(traveller: Traveller): void;
  /** The family's data may be out of date (the registration moved on, an ID was accepted): load it again. */
  onStale(): void;
  /** Once the dialog has closed and given the focus back. */
  onExited?(): void;
};

/**
 * "Upload the signed form" and "Replace" a rejected ID (docs/product/my-voyage.md#uploading-a-document): the
 * limits said first, the file checked as soon as it is chosen, then sent with a progress bar. A dialog on a
 * desktop, the whole screen on a phone; it cannot be closed while the file is on its way, and one opening sends
 * one document at most: a retry carries the same Idempotency-Key, so the API answers it as the first attempt.
 */
export function UploadDocumentDialog(props: UploadDocumentDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const leadId = useId();
  const [isSending, setIsSending] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={isSending ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: props.onExited } }}
    >
      {/* Mounted on each opening: a new opening is a new upload with its own Idempotency-Key. */}
      <UploadDocumentForm {...props} titleId={titleId} leadId={leadId} onSending={setIsSending} />
    </Dialog>
  );
}

type FormProps = UploadDocumentDialogProps & { titleId: string; leadId: string; onSending(sending: boolean): void };

function UploadDocumentForm({
  traveller,
  kind,
  idType = 'passport',
  onClose,
  onUploaded,
  onStale,
  titleId,
  leadId,
  onSending,
}: FormProps) {
  const { t } = useTranslation(['myVoyage', 'common']);
  const fmt = useFormatters();
  const isConsent = kind === 'consent';
  const accept = isConsent ? CONSENT_ACCEPT : ID_DOCUMENT_ACCEPT;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [type, setType] = useState<IdType>(idType);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const upload = useUpload();
  const isSending = useRef(false);
  const limitsId = useId();
  const fileErrorId = useId();

  const problemText = (problem: FileProblem | null) => {
    if (!problem) return undefined;
    if ('required' in problem) return t('documents.upload.required');
    if ('problem' in problem) {
      if (problem.problem === 'type')
        return t(isConsent ? 'documents.upload.problems.typeConsent' : 'documents.upload.problems.typeId');
      return t(`documents.upload.problems.${problem.problem}`, { size: DOCUMENT_MAX_MEGABYTES });
    }
    return translateFieldError(t, problem.key);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setGeneral(null);
    if (!file) {
      setFileProblem({ required: true });
      return;
    }
    isSending.current = true;
    onSending(true);
    const result = await upload.upload(file.name, (onProgress, signal) =>
      uploadDocument(traveller.id, { type: isConsent ? 'consent' : type, file }, idempotencyKey, onProgress, signal),
    );
    isSending.current = false;
    onSending(false);
    if (result.status === 'done') return onUploaded(result.answer);
    // A cancelled file may have arrived before the cancel: the list shows whether it did.
    if (result.status === 'cancelled') return onStale();
    const failure = uploadFailureOf(result.error, isConsent, t);
    setFileProblem(failure.file ?? null);
    setGeneral(failure.general ?? null);
    if (failure.stale) onStale();
  };

  const problem = problemText(fileProblem);
  const busy = upload.isUploading;
  const name = familyName(traveller);

  return (
    // `display: contents` keeps the dialog's own layout: the content scrolls between title and buttons.
    <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>
        {t(isConsent ? 'documents.upload.titleConsent' : 'documents.upload.titleId')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={leadId} sx={{ mb: 2.5 }}>
          {t(isConsent ? 'documents.upload.leadConsent' : 'documents.upload.leadId', { name })}
        </DialogContentText>
        <Stack spacing={3}>
          {isConsent ? null : (
            <FormControl component="fieldset" disabled={busy}>
              <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
                {t('documents.upload.which')}
              </FormLabel>
              <RadioGroup name="type" value={type} onChange={(event) => setType(event.target.value as IdType)}>
                <FormControlLabel value="passport" control={<Radio />} label={t('documents.types.passport')} />
                <FormControlLabel value="id_card" control={<Radio />} label={t('documents.types.id_card')} />
              </RadioGroup>
            </FormControl>
          )}
          <FormControl component="fieldset" error={Boolean(problem)}>
            <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
              {t('documents.upload.file')}
            </FormLabel>
            {busy && upload.fileName ? (
              <UploadProgress fileName={upload.fileName} fraction={upload.fraction} onCancel={upload.cancel} />
            ) : (
              <Stack spacing={1}>
                <Typography id={limitsId} variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(isConsent ? 'documents.upload.limitsConsent' : 'documents.upload.limitsId', {
                    size: DOCUMENT_MAX_MEGABYTES,
                  })}
                </Typography>
                {file ? (
                  <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                    {t('documents.upload.chosen', { name: file.name, size: fileSizeText(file.size, fmt.locale) })}
                  </Typography>
                ) : null}
                <ChooseFileButton
                  label={file ? t('documents.upload.change') : t('documents.upload.choose')}
                  variant="outlined"
                  accept={accept}
                  describedBy={problem ? `${limitsId} ${fileErrorId}` : limitsId}
                  onFile={(chosen) => {
                    // Checked at once, as the registration's document step does: a wrong file is not kept.
                    const found = documentFileProblem(chosen, accept);
                    setFile(found ? null : chosen);
                    setFileProblem(found ? { problem: found } : null);
                    setGeneral(null);
                    upload.clearError();
                  }}
                />
                {problem ? (
                  <FormHelperText id={fileErrorId} role="alert" sx={{ mx: 0 }}>
                    {problem}
                  </FormHelperText>
                ) : null}
              </Stack>
            )}
          </FormControl>
          {general ? (
            <Alert severity="error" role="alert">
              {general}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          gap: 1,
          px: 3,
          pb: 2,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={onClose} disabled={busy}>
          {t('documents.upload.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('documents.upload.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}
