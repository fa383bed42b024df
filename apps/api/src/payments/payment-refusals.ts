import type { ApiError, PaymentAmountRefusal, PaymentStatus } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';

/** 422 `PAYMENT_AMOUNT`: the exact-amount rule said no, with the amounts that would do (docs/product/payments.md#the-exact-amount-rule). */
export class PaymentAmountError extends HttpError {
  constructor(readonly refusal: PaymentAmountRefusal) {
    super(
      422,
      'PAYMENT_AMOUNT',
      refusal.reason === 'nothing-to-pay'
        ? 'Nothing is left to pay for this traveller'
        : refusal.reason === 'over-balance'
          ? `More than the outstanding balance (${refusal.accepted[0]} cents)`
          : `The payment must be exactly one of these amounts (cents): ${refusal.accepted.join(', ')}`,
      { amountCents: ['validation.paymentAmount'] },
    );
    this.name = 'PaymentAmountError';
  }

  override toBody(): ApiError & { details: PaymentAmountRefusal } {
    return { ...super.toBody(), details: this.refusal };
  }
}

/** 409 `CONFLICT` on a payment someone else decided on meanwhile, with its status as it now is. */
export class PaymentConflict extends HttpError {
  constructor(readonly currentStatus: PaymentStatus) {
    super(409, 'CONFLICT', `The payment is ${currentStatus} now, not waiting for this`);
    this.name = 'PaymentConflict';
  }

  override toBody(): ApiError & { currentStatus: PaymentStatus } {
    return { ...super.toBody(), currentStatus: this.currentStatus };
  }
}

export const paymentsClosed = () =>
  new HttpError(409, 'PAYMENTS_CLOSED', 'Payments open once the registration is approved, and close when it ends');
