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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PaymentAmountRefusal, PaymentPicture, Traveller } from '@voyage/domain';
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
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../../../lib/i18n-resources.ts';
import { newIdempotencyKey } from '../../../../lib/idempotency-key.ts';
import { localize } from '../../../../lib/localized.ts';
import { reportPayment } from '../../api/report-payment.ts';
import { familyName } from '../family-name.ts';
import { amountChoices, amountRefusalOf, type AmountChoice } from './payment-amounts.ts';
import {
  checkClaim,
  OTHER_AMOUNT,
  type AmountProblem,
  type ClaimProblems,
  type ClaimValues,
  type FileProblem,
} from './payment-claim.ts';

type ReportPaymentDialogProps = {
  open: boolean;
  traveller: Traveller;
  picture: PaymentPicture;
  today: string;
  onClose(): void;
  /** The API's answer: the traveller with the new payment (Processing). */
  onReported(traveller: Traveller): void;
  /** The answer says the family's data is out of date (the amount refused, payments closed): load it again. */
  onStale(): void;
  /** Once the dialog has closed and given the focus back. */
  onExited?(): void;
};

/** What the API's refusal means for the form: a field's problem, or a sentence above the buttons. */
type Failure = { problems: ClaimProblems; general?: string; stale: boolean };

function failureOf(error: unknown, t: AnyNamespaceT): Failure {
  const refusal = amountRefusalOf(error);
  if (refusal) return { problems: { amount: { refusal } }, stale: true };
  if (!(error instanceof ApiRequestError)) return { problems: {}, general: t('myVoyage:paid.offline'), stale: true };
  const { status, body } = error;
  if (status === 413) return { problems: { file: { problem: 'tooLarge' } }, stale: false };
  if (status === 415 && body.code !== 'PDF_ENCRYPTED') return { problems: { file: { problem: 'type' } }, stale: false };
  if (body.code === 'FILE_UNREADABLE' || body.code === 'PDF_ENCRYPTED')
    return { problems: { file: { key: `common:errors.${body.code}` } }, stale: false };
  if (body.code === 'PAYMENTS_CLOSED') return { problems: {}, general: t('myVoyage:paid.closed'), stale: true };
  if (body.fieldErrors) {
    const problems: ClaimProblems = {};
    const amount = body.fieldErrors.amountCents?.[0];
    const date = body.fieldErrors.transferDate?.[0];
    const file = body.fieldErrors.file?.[0];
    if (amount) problems.amount = { key: amount };
    if (date) problems.transferDate = date;
    if (file) problems.file = { key: file };
    if (amount || date || file) return { problems, stale: false };
  }
  return { problems: {}, general: apiErrorMessage(t, error), stale: status === 404 || status === 409 };
}

/**
 * "I have paid" (docs/product/my-voyage.md#i-have-paid): the amount (the amounts the exact-amount rule
 * accepts, or another one, checked against the rule before sending), the transfer's date and the receipt,
 * sent with a progress bar. A dialog on a desktop, the whole screen on a phone; it cannot be closed
 * while the receipt is on its way, and one opening sends one report at most: a double click is ignored
 * and a retry carries the same Idempotency-Key, so the API answers it as the first attempt.
 */
export function ReportPaymentDialog(props: ReportPaymentDialogProps) {
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
      {/* Mounted on each opening: a new opening is a new report with its own Idempotency-Key. */}
      <ReportPaymentForm {...props} titleId={titleId} leadId={leadId} onSending={setIsSending} />
    </Dialog>
  );
}

type FormProps = ReportPaymentDialogProps & { titleId: string; leadId: string; onSending(sending: boolean): void };

function ReportPaymentForm({
  traveller,
  picture,
  today,
  onClose,
  onReported,
  onStale,
  titleId,
  leadId,
  onSending,
}: FormProps) {
  const { t } = useTranslation(['myVoyage', 'common']);
  const fmt = useFormatters();
  const choices = amountChoices(picture);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [values, setValues] = useState<ClaimValues>(() => ({
    choice: choices[0] ? String(choices[0].cents) : OTHER_AMOUNT,
    otherAmount: '',
    transferDate: today,
  }));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const upload = useUpload();
  const isSending = useRef(false);
  const otherRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const amountGroupRef = useRef<HTMLDivElement>(null);
  const limitsId = useId();
  const amountErrorId = useId();
  const fileErrorId = useId();

  // After a reload the amounts may have changed: a choice no longer offered falls back to the first.
  const isOffered = values.choice === OTHER_AMOUNT || choices.some((choice) => String(choice.cents) === values.choice);
  const choice = isOffered ? values.choice : choices[0] ? String(choices[0].cents) : OTHER_AMOUNT;

  const refusalText = (refusal: PaymentAmountRefusal) => {
    if (refusal.reason === 'nothing-to-pay') return t('paid.nothingToPay');
    if (refusal.accepted.length === 0) return t('common:errors.PAYMENT_AMOUNT');
    if (refusal.accepted.length === 1) return t('paid.mustBeOne', { amount: fmt.euro(refusal.accepted[0]!) });
    return t('paid.mustBe', { amounts: refusal.accepted.map((cents) => fmt.euro(cents)).join(', ') });
  };
  const amountText = (problem: AmountProblem | undefined) =>
    !problem ? undefined : 'refusal' in problem ? refusalText(problem.refusal) : translateFieldError(t, problem.key);
  const fileText = (problem: FileProblem | undefined) => {
    if (!problem) return undefined;
    if ('required' in problem) return t('paid.receiptRequired');
    if ('problem' in problem) return t(`paid.problems.${problem.problem}`, { size: DOCUMENT_MAX_MEGABYTES });
    return translateFieldError(t, problem.key);
  };
  const choiceLabel = ({ kind, cents, instalments }: AmountChoice) => {
    const amount = fmt.euro(cents);
    const names = instalments.map((instalment) => localize(instalment.label, fmt.locale));
    if (kind === 'whole') return t('paid.whole', { amount });
    if (kind === 'instalments' && names.length === 0) return amount;
    if (kind === 'instalments') return t('paid.instalments', { instalments: names.join(' + '), amount });
    return t(kind === 'nextIsAll' ? 'paid.nextIsAll' : 'paid.next', { instalment: names[0], amount });
  };

  const change = (patch: Partial<ClaimValues>, cleared: keyof ClaimProblems) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setProblems((previous) => ({ ...previous, [cleared]: undefined }));
  };

  const focusFirst = (found: ClaimProblems) => {
    if (found.amount) {
      if (choice === OTHER_AMOUNT) otherRef.current?.focus();
      else amountGroupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    } else if (found.transferDate) dateRef.current?.focus();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setGeneral(null);
    const checked = checkClaim({ ...values, choice }, file, picture, today);
    if (checked.problems) {
      setProblems(checked.problems);
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    isSending.current = true;
    onSending(true);
    const { claim } = checked;
    const result = await upload.upload(claim.file.name, (onProgress, signal) =>
      reportPayment(traveller.id, claim, idempotencyKey, onProgress, signal),
    );
    isSending.current = false;
    onSending(false);
    if (result.status === 'done') {
      onReported(result.answer);
      return;
    }
    if (result.status === 'cancelled') {
      // The receipt may have arrived before the cancel: the list shows whether it did.
      onStale();
      return;
    }
    const failure = failureOf(result.error, t);
    setProblems(failure.problems);
    setGeneral(failure.general ?? null);
    focusFirst(failure.problems);
    if (failure.stale) onStale();
  };

  const amountProblem = amountText(problems.amount);
  const fileProblem = fileText(problems.file);
  const busy = upload.isUploading;

  return (
    // `display: contents` keeps the dialog's own layout: the content scrolls between title and buttons.
    <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('paid.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={leadId} sx={{ mb: 2.5 }}>
          {t('paid.lead', { name: familyName(traveller) })}
        </DialogContentText>
        <Stack spacing={3}>
          <FormControl component="fieldset" error={Boolean(amountProblem)} disabled={busy}>
            <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
              {t('paid.amount')}
            </FormLabel>
            <RadioGroup
              ref={amountGroupRef}
              name="amount"
              value={choice}
              onChange={(event) => change({ choice: event.target.value }, 'amount')}
              aria-describedby={amountProblem && choice !== OTHER_AMOUNT ? amountErrorId : undefined}
            >
              {choices.map((option) => (
                <FormControlLabel
                  key={option.cents}
                  value={String(option.cents)}
                  control={<Radio />}
                  label={choiceLabel(option)}
                  sx={{ py: 0.25 }}
                />
              ))}
              <FormControlLabel value={OTHER_AMOUNT} control={<Radio />} label={t('paid.other')} sx={{ py: 0.25 }} />
            </RadioGroup>
            {choice === OTHER_AMOUNT ? (
              <TextField
                inputRef={otherRef}
                label={t('paid.otherLabel')}
                value={values.otherAmount}
                onChange={(event) => change({ otherAmount: event.target.value }, 'amount')}
                error={Boolean(amountProblem)}
                helperText={amountProblem ?? t('paid.otherHint')}
                disabled={busy}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ mt: 1, ml: { xs: 0, sm: 4 }, maxWidth: { sm: 280 } }}
              />
            ) : amountProblem ? (
              <FormHelperText id={amountErrorId} sx={{ mx: 0 }}>
                {amountProblem}
              </FormHelperText>
            ) : null}
          </FormControl>
          <TextField
            inputRef={dateRef}
            type="date"
            label={t('paid.transferDate')}
            value={values.transferDate}
            onChange={(event) => change({ transferDate: event.target.value }, 'transferDate')}
            error={Boolean(problems.transferDate)}
            helperText={translateFieldError(t, problems.transferDate) ?? t('paid.transferDateHint')}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ maxWidth: { sm: 280 } }}
          />
          <FormControl component="fieldset" error={Boolean(fileProblem)}>
            <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
              {t('paid.receipt')}
            </FormLabel>
            {busy && upload.fileName ? (
              <UploadProgress fileName={upload.fileName} fraction={upload.fraction} onCancel={upload.cancel} />
            ) : (
              <Stack spacing={1}>
                <Typography id={limitsId} variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('paid.limits', { size: DOCUMENT_MAX_MEGABYTES })}
                </Typography>
                {file ? (
                  <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                    {t('paid.chosen', { name: file.name, size: fileSizeText(file.size, fmt.locale) })}
                  </Typography>
                ) : null}
                <ChooseFileButton
                  label={file ? t('paid.change') : t('paid.choose')}
                  variant="outlined"
                  describedBy={fileProblem ? `${limitsId} ${fileErrorId}` : limitsId}
                  onFile={(chosen) => {
                    // Checked at once, as the registration's document step does: a wrong file is not kept.
                    const problem = documentFileProblem(chosen);
                    setFile(problem ? null : chosen);
                    setGeneral(null);
                    upload.clearError();
                    setProblems((previous) => ({ ...previous, file: problem ? { problem } : undefined }));
                  }}
                />
                {fileProblem ? (
                  <FormHelperText id={fileErrorId} role="alert" sx={{ mx: 0 }}>
                    {fileProblem}
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
          {t('paid.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('paid.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}
