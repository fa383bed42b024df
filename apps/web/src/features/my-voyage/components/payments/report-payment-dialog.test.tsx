// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paymentPicture } from '@voyage/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestXhr } from '../../../../components/upload/test-xhr.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { ReportPaymentDialog } from './report-payment-dialog.tsx';
import { PLAN, payment, traveller } from './test-payments.ts';

const TODAY = '2026-03-01';
const RECEIPT = new File(['%PDF-1.7 receipt'], 'receipt.pdf', { type: 'application/pdf' });

function renderDialog(payments = traveller().payments) {
  const shown = traveller({ payments });
  const onReported = vi.fn();
  const onStale = vi.fn();
  const result = renderWithProviders(
    <ReportPaymentDialog
      open
      traveller={shown}
      picture={paymentPicture(PLAN, payments, TODAY)}
      today={TODAY}
      onClose={() => {}}
      onReported={onReported}
      onStale={onStale}
    />,
  );
  return { ...result, onReported, onStale, shown };
}

describe('ReportPaymentDialog', () => {
  beforeEach(() => {
    TestXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', TestXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the next instalment, the whole balance and the other accepted amounts, the next one chosen', () => {
    renderDialog();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Next instalment: Deposit €300',
      'Whole balance €1,090',
      'Balance only: €790',
      'Another amount',
    ]);
    expect(screen.getByRole('radio', { name: 'Next instalment: Deposit €300' })).toBeChecked();
    expect(screen.getByText('PDF, JPG or PNG, up to 10 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of the transfer')).toHaveValue(TODAY);
  });

  it('after the deposit, offers the balance as the next instalment and the whole balance at once', () => {
    renderDialog([payment({ status: 'approved', amountCents: 30_000 })]);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Next instalment: Balance €790 (the whole balance)',
      'Another amount',
    ]);
  });

  it('refuses a wrong amount with the rule’s message before sending anything', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in euro' }), '350');
    await user.upload(screen.getByLabelText('Choose the receipt'), RECEIPT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByRole('textbox', { name: 'Amount in euro' });
    expect(field).toHaveAccessibleDescription('The amount must be exactly one of: €300, €790, €1,090');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('asks for the receipt, an amount in euro and a date not in the future', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in euro' }), 'three hundred');
    await user.clear(screen.getByLabelText('Date of the transfer'));
    await user.type(screen.getByLabelText('Date of the transfer'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Amount in euro' })).toHaveAccessibleDescription(
      'Enter an amount in euro, for example 300 or 300,50.',
    );
    expect(screen.getByLabelText('Date of the transfer')).toHaveAccessibleDescription(
      'The date cannot be later than today.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the receipt of the transfer.');
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('refuses a file of another kind as soon as it is chosen', async () => {
    renderDialog();
    // The picker offers PDF, JPG and PNG only; a phone may still hand over another kind.
    fireEvent.change(screen.getByLabelText('Choose the receipt'), {
      target: { files: [new File(['x'], 'receipt.heic')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted.');
  });

  it('sends the amount, the date, then the receipt with one Idempotency-Key, once however often it is pressed', async () => {
    const { user, onReported, shown } = renderDialog();
    await user.upload(screen.getByLabelText('Choose the receipt'), RECEIPT);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(send);
    expect(TestXhr.sent).toHaveLength(1);
    const [request] = TestXhr.sent;
    expect(request!.url).toBe(`/api/my/travellers/${shown.id}/payments`);
    expect([...request!.body!.keys()]).toEqual(['amountCents', 'transferDate', 'file']);
    expect(request!.body!.get('amountCents')).toBe('30000');
    expect(request!.body!.get('transferDate')).toBe(TODAY);
    expect(request!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('progressbar', { name: 'Upload of receipt.pdf' })).toBeInTheDocument();
    const answer = { ...shown, payments: [payment({ amountCents: 30_000 })] };
    request!.respond(201, answer);
    await waitFor(() => expect(onReported).toHaveBeenCalledWith(answer));
  });

  it('shows the rule’s message when the server refuses the amount, and keeps the key for the next try', async () => {
    const { user, onStale } = renderDialog();
    await user.upload(screen.getByLabelText('Choose the receipt'), RECEIPT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const first = TestXhr.sent[0]!;
    first.respond(422, {
      code: 'PAYMENT_AMOUNT',
      message: 'not accepted',
      fieldErrors: { amountCents: ['validation.paymentAmount'] },
      details: { reason: 'not-accepted', accepted: [79_000] },
    });
    const group = await screen.findByRole('radiogroup');
    await waitFor(() => expect(group).toHaveAccessibleDescription('The amount must be exactly €790'));
    expect(onStale).toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Balance only: €790' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(TestXhr.sent).toHaveLength(2));
    expect(TestXhr.sent[1]!.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('Choose the receipt'), RECEIPT);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    TestXhr.sent[0]!.respond(400, {
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      fieldErrors: { transferDate: ['validation.dateInFuture'] },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Date of the transfer')).toHaveAccessibleDescription(
        'The date cannot be later than today.',
      ),
    );
  });
});
