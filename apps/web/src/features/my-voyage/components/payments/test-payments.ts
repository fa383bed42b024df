import type { BankDetails, Instalment, Payment, Traveller } from '@voyage/domain';
import { testTraveller } from '../../../../entities/travellers/test-traveller.ts';

/** The demo trip's plan: a deposit and a balance, €1,090 in all. */
export const PLAN: Instalment[] = [
  { key: 'deposit', label: { el: 'Προκαταβολή', en: 'Deposit' }, amountCents: 30_000, dueDate: '2026-03-15' },
  { key: 'balance', label: { el: 'Υπόλοιπο', en: 'Balance' }, amountCents: 79_000, dueDate: '2026-06-01' },
];

export const BANK: BankDetails = {
  beneficiary: 'Cultural Institute',
  accountNumber: 'CY17 0020 0128 0000 0012 0052 7600',
  bank: 'Bank of Cyprus',
  bic: 'BCYPCY2N',
};

let sequence = 0;

export function payment(extra: Partial<Payment> = {}): Payment {
  sequence += 1;
  return {
    id: `9f0c2a4e-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    amountCents: 30_000,
    status: 'pending',
    submittedAt: '2026-03-01T09:00:00.000Z',
    receivedAt: null,
    method: 'transfer',
    transferDate: '2026-03-01',
    fileName: 'receipt.pdf',
    fileMediaType: 'application/pdf',
    rejectionReason: null,
    ...extra,
  };
}

export function traveller(extra: Partial<Traveller> = {}): Traveller {
  return testTraveller({
    personalCode: 'PAR26-0007',
    paymentReference: 'RF58PAR260007',
    status: 'approved',
    registeredAt: '2026-01-10T10:00:00.000Z',
    emailConfirmedAt: '2026-01-10T10:05:00.000Z',
    approvedAt: '2026-01-20T08:00:00.000Z',
    consentDeadline: '2026-02-03',
    ...extra,
  });
}
