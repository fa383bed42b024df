import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { ConfirmDialogBody, ConfirmDialogShell } from '../common/confirm-dialog.tsx';
import { ChooseFileButton } from './choose-file-button.tsx';
import { documentFileProblem, type DocumentFileProblem } from './document-file.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUpload, type UploadResult, type UploadSender } from './use-upload.ts';
import { FormNotice } from '../common/form/form-notice.tsx';

/** What the file field says: nothing chosen yet, a problem found on the device, or a message key the API sent. */
export type FileProblem = { required: true } | { problem: DocumentFileProblem } | { key: string };

/** The dialog's ids and the switch that keeps it open while a file is on its way. */
export type UploadFrame = { titleId: string; leadId: string; onSending(sending: boolean): void };

type FamilyUploadDialogProps = {
  open: boolean;
  onClose(): void;
  /** Once the dialog has closed and given the focus back. */
  onExited?(): void;
  /** The form, mounted at each opening: a new opening is a new upload with its own Idempotency-Key. */
  children(frame: UploadFrame): ReactNode;
};

/**
 * A family sending a file (a payment's receipt, a signed form, a new ID): a dialog on a desktop, the whole
 * screen on a phone, which cannot be closed while the file is on its way.
 */
export function FamilyUploadDialog({ open, onClose, onExited, children }: FamilyUploadDialogProps) {
  const titleId = useId();
  const leadId = useId();
  const [isSending, setIsSending] = useState(false);
  return (
    <ConfirmDialogShell
      open={open}
      layout="page"
      titleId={titleId}
      descriptionId={leadId}
      onClose={isSending ? undefined : onClose}
      onExited={onExited}
    >
      {children({ titleId, leadId, onSending: setIsSending })}
    </ConfirmDialogShell>
  );
}

/** An area's upload dialog: whether it is open, and what it says when it closes. */
export type FamilyUploadDialogOwnProps = { open: boolean; onClose(): void; onExited?(): void };

/** An area's form, given the dialog's frame and its `onClose` for the Cancel button. */
export type FamilyUploadFormOwnProps = { frame: UploadFrame; onClose(): void };

/**
 * An area's upload dialog from its form, which is mounted at each opening (a new upload, a new Idempotency-Key)
 * with the rest of the dialog's props.
 */
export function familyUploadDialog<P extends object>(Form: ComponentType<P & FamilyUploadFormOwnProps>) {
  return function AreaUploadDialog({ open, onClose, onExited, ...form }: P & FamilyUploadDialogOwnProps) {
    return (
      <FamilyUploadDialog open={open} onClose={onClose} onExited={onExited}>
        {(frame) => <Form {...(form as unknown as P)} frame={frame} onClose={onClose} />}
      </FamilyUploadDialog>
    );
  };
}

/** How a file's sending ended, for the area to answer. */
export type UploadEnds<T> = {
  /** The API's answer. */
  done(answer: T): void;
  /** What the area shows may be out of date: after a cancel, or a refusal that says so. */
  stale(): void;
  /** Shows a refusal on the area's fields; gives the sentence above the buttons, and whether its data is stale. */
  refused(error: unknown): { general?: string; stale: boolean };
};

/**
 * One opening's upload: the file chosen and what is wrong with it, the sentence above the buttons, and the
 * sending itself. One opening sends one file at most: a double press is ignored, and a retry carries the same
 * Idempotency-Key, so the API answers it as the first attempt.
 */
export function useFamilyUpload({ onSending }: Pick<UploadFrame, 'onSending'>) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const upload = useUpload();
  const sending = useRef(false);

  /** Checked at once, as the registration's document step does: a wrong file is not kept. */
  const choose = (chosen: File, accept?: string) => {
    const found = documentFileProblem(chosen, accept);
    setFile(found ? null : chosen);
    setFileProblem(found ? { problem: found } : null);
    setGeneral(null);
    upload.clearError();
  };

  /** Sends the file; null when a sending is already on its way. */
  async function send<T>(fileName: string, sender: UploadSender<T>): Promise<UploadResult<T> | null> {
    if (sending.current) return null;
    sending.current = true;
    onSending(true);
    const result = await upload.upload(fileName, sender);
    sending.current = false;
    onSending(false);
    return result;
  }

  /**
   * Sends `file` and answers how it ended; nothing while a sending is already on its way. A cancelled file may
   * have arrived before the cancel, so the area reads its data again.
   */
  async function sendFile<T>(file: File, sender: UploadSender<T>, ends: UploadEnds<T>): Promise<void> {
    const result = await send(file.name, sender);
    if (!result) return;
    if (result.status === 'done') return ends.done(result.answer);
    if (result.status === 'cancelled') return ends.stale();
    const refusal = ends.refused(result.error);
    setGeneral(refusal.general ?? null);
    if (refusal.stale) ends.stale();
  }

  return {
    idempotencyKey,
    file,
    fileProblem,
    setFileProblem,
    general,
    setGeneral,
    upload,
    isBusy: upload.isUploading,
    isSending: () => sending.current,
    choose,
    send,
    sendFile,
  };
}

export type FamilyUpload = ReturnType<typeof useFamilyUpload>;

/** An area's words for its upload dialog, in the family's language. */
export type FamilyUploadTexts = {
  title: string;
  lead: string;
  fileLegend: string;
  limits: string;
  chosen(file: File): string;
  choose: string;
  change: string;
  cancel: string;
  send: string;
  fileProblem(problem: FileProblem): string | undefined;
};

type FamilyUploadFormProps = {
  frame: UploadFrame;
  upload: FamilyUpload;
  texts: FamilyUploadTexts;
  /** The kinds of file the picker offers; a passport or ID's by default. */
  accept?: string;
  onCancel(): void;
  onSend(): void;
  /** The area's own fields, above the file. */
  children?: ReactNode;
};

const legendSx = { mb: 0.5, fontWeight: 600, color: 'text.primary' } as const;

/** The form inside: the area's fields, then the file (its limits, the one chosen, its problem, its progress). */
export function FamilyUploadForm({ frame, upload, texts, accept, onCancel, onSend, children }: FamilyUploadFormProps) {
  const limitsId = useId();
  const fileErrorId = useId();
  const { file, general, isBusy } = upload;
  const problem = upload.fileProblem ? texts.fileProblem(upload.fileProblem) : undefined;
  return (
    <ConfirmDialogBody
      layout="page"
      titleId={frame.titleId}
      descriptionId={frame.leadId}
      title={texts.title}
      description={texts.lead}
      confirmLabel={texts.send}
      cancelLabel={texts.cancel}
      isPending={isBusy}
      onCancel={onCancel}
      onConfirm={onSend}
    >
      <Stack spacing={3}>
        {children}
        <FormControl component="fieldset" error={Boolean(problem)}>
          <FormLabel component="legend" sx={legendSx}>
            {texts.fileLegend}
          </FormLabel>
          {isBusy && upload.upload.fileName ? (
            <UploadProgress
              fileName={upload.upload.fileName}
              fraction={upload.upload.fraction}
              onCancel={upload.upload.cancel}
            />
          ) : (
            <Stack spacing={1}>
              <Typography id={limitsId} variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.limits}
              </Typography>
              {file ? (
                <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{texts.chosen(file)}</Typography>
              ) : null}
              <ChooseFileButton
                label={file ? texts.change : texts.choose}
                variant="outlined"
                accept={accept}
                describedBy={problem ? `${limitsId} ${fileErrorId}` : limitsId}
                onFile={(chosen) => upload.choose(chosen, accept)}
              />
              {problem ? (
                <FormHelperText id={fileErrorId} role="alert" sx={{ mx: 0 }}>
                  {problem}
                </FormHelperText>
              ) : null}
            </Stack>
          )}
        </FormControl>
        <FormNotice notice={general} />
      </Stack>
    </ConfirmDialogBody>
  );
}

/** The legend of an area's own group of fields, as the file's is drawn. */
export { legendSx as uploadLegendSx };
