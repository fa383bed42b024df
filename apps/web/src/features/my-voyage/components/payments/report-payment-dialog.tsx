import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { isFileProblemCode, type PaymentAmountRefusal, type PaymentPicture, type Traveller } from '@voyage/domain';
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
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../../../lib/i18n-resources.ts';
import { localize } from '../../../../lib/localized.ts';
import { sendForTraveller } from '../../api/upload-for-traveller.ts';
import { familyName } from '../family-name.ts';
import { amountChoices, amountRefusalOf, type AmountChoice } from './payment-amounts.ts';
import { checkClaim, OTHER_AMOUNT, type AmountProblem, type ClaimProblems, type ClaimValues } from './payment-claim.ts';

type ReportPaymentFormProps = {
  traveller: Traveller;
  picture: PaymentPicture;
  today: string;
  /** The API's answer: the traveller with the new payment (Processing). */
  onReported(traveller: Traveller): void;
  /** The answer says the family's data is out of date (the amount refused, payments closed): load it again. */
  onStale(): void;
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
  if (isFileProblemCode(body.code)) return { problems: { file: { key: `common:errors.${body.code}` } }, stale: false };
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

function ReportPaymentForm(props: ReportPaymentFormProps & FamilyUploadFormOwnProps) {
  const { traveller, picture, today, onClose, onReported, onStale, frame } = props;
  const { t } = useTranslation(['myVoyage', 'common']);
  const fmt = useFormatters();
  const choices = amountChoices(picture);
  const [values, setValues] = useState<ClaimValues>(() => ({
    choice: choices[0] ? String(choices[0].cents) : OTHER_AMOUNT,
    otherAmount: '',
    transferDate: today,
  }));
  const [problems, setProblems] = useState<Omit<ClaimProblems, 'file'>>({});
  const upload = useFamilyUpload(frame);
  const otherRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const amountGroupRef = useRef<HTMLDivElement>(null);
  const amountErrorId = useId();

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
  const fileText = (problem: FileProblem) => {
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

  const change = (patch: Partial<ClaimValues>, cleared: 'amount' | 'transferDate') => {
    setValues((previous) => ({ ...previous, ...patch }));
    setProblems((previous) => ({ ...previous, [cleared]: undefined }));
  };

  const show = ({ file, ...found }: ClaimProblems) => {
    setProblems(found);
    upload.setFileProblem(file ?? null);
    if (found.amount) {
      if (choice === OTHER_AMOUNT) otherRef.current?.focus();
      else amountGroupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    } else if (found.transferDate) dateRef.current?.focus();
  };

  const send = async () => {
    if (upload.isSending()) return;
    upload.setGeneral(null);
    const checked = checkClaim({ ...values, choice }, upload.file, picture, today);
    if (checked.problems) return show(checked.problems);
    show({});
    const refused = (error: unknown) => {
      const failure = failureOf(error, t);
      show(failure.problems);
      return failure;
    };
    // The receipt may have arrived before a cancel: the list shows whether it did.
    const { file, ...fields } = checked.claim;
    await sendForTraveller(upload, traveller.id, 'payments', fields, file, {
      done: onReported,
      stale: onStale,
      refused,
    });
  };

  const amountProblem = amountText(problems.amount);
  const busy = upload.isBusy;

  return (
    <FamilyUploadForm
      frame={frame}
      upload={upload}
      texts={{
        title: t('paid.title'),
        lead: t('paid.lead', { name: familyName(traveller) }),
        fileLegend: t('paid.receipt'),
        limits: t('paid.limits', { size: DOCUMENT_MAX_MEGABYTES }),
        chosen: (file) => t('paid.chosen', { name: file.name, size: fileSizeText(file.size, fmt.locale) }),
        choose: t('paid.choose'),
        change: t('paid.change'),
        cancel: t('paid.cancel'),
        send: t('paid.send'),
        fileProblem: fileText,
      }}
      onCancel={onClose}
      onSend={() => void send()}
    >
      <FormControl component="fieldset" error={Boolean(amountProblem)} disabled={busy}>
        <FormLabel component="legend" sx={uploadLegendSx}>
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
    </FamilyUploadForm>
  );
}

/**
 * "I have paid" (docs/product/my-voyage.md#i-have-paid): the amount (the amounts the exact-amount rule
 * accepts, or another one, checked against the rule before sending), the transfer's date and the receipt,
 * sent with a progress bar in the family's upload dialog.
 */
export const ReportPaymentDialog = familyUploadDialog(ReportPaymentForm);
