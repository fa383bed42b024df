// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, tripDate } from '@voyage/domain';
import { ApiRequestError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { ConfirmPaymentDialog } from './confirm-payment-dialog.tsx';
import { testStaffPayment } from './test-staff-payment.ts';

function renderDialog(onSubmit = vi.fn(async () => {}), language: 'el' | 'en' = 'en') {
  const result = renderWithProviders(
    <ConfirmPaymentDialog payment={testStaffPayment()} open onClose={() => {}} onSubmit={onSubmit} />,
    { language },
  );
  const title = language === 'el' ? 'Επιβεβαίωση ότι η πληρωμή παραλήφθηκε;' : 'Confirm this payment was received?';
  return { ...result, onSubmit, dialog: screen.getByRole('dialog', { name: title }) };
}

describe('ConfirmPaymentDialog', () => {
  it('names the payment and its reference, and confirms it as received today unless told otherwise', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    expect(dialog).toHaveAccessibleDescription(/^€300 from GEORGIOU Maria \(reference PAR-0042\)/);
    const today = tripDate(new Date());
    expect(within(dialog).getByLabelText('Received on')).toHaveValue(today);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'confirm',
      paymentId: '7a2b3c4d-0000-4000-8000-000000000001',
      receivedOn: today,
    });
  });

  it('refuses a day in the future', async () => {
    const { dialog, user, onSubmit } = renderDialog();
    const field = within(dialog).getByLabelText('Received on');
    await user.clear(field);
    await user.type(field, addDays(tripDate(new Date()), 1));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(within(dialog).getByText('The date cannot be later than today.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the API’s word on the date on the field, and any other refusal above the buttons', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          fieldErrors: { receivedOn: ['validation.date'] },
        }),
      )
      .mockRejectedValueOnce(new ApiRequestError(404, { code: 'NOT_FOUND', message: 'Not found' }));
    const { dialog, user } = renderDialog(onSubmit);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(within(dialog).getByLabelText('Received on')).toHaveAccessibleDescription('Enter a real date.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not found.');
  });

  it('reads in Greek', () => {
    const { dialog } = renderDialog(undefined, 'el');
    expect(within(dialog).getByLabelText('Ημερομηνία είσπραξης')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Επιβεβαίωση είσπραξης' })).toBeVisible();
  });
});
