import { DEMO_CANCELLATION_SCHEDULE, type Trip } from '@voyage/domain';

/** A trip as `api/trip` answers it, for the editor's tests. */
export function testTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 7,
    name: { el: 'Παρίσι', en: 'Paris' },
    year: 2027,
    active: false,
    title: { el: 'Παρίσι 2027', en: 'Paris 2027' },
    intro: { el: 'Εισαγωγή', en: 'Introduction' },
    missions: [],
    package: [],
    schedule: [
      { day: 1, title: { el: 'Άφιξη', en: 'Arrival' }, activities: [] },
      { day: 2, title: { el: 'Λούβρο', en: 'Louvre' }, activities: [] },
    ],
    usefulInfo: [],
    documents: [],
    totalPriceCents: 90_000,
    secondChildPriceCents: null,
    laterChildPriceCents: null,
    payments: [
      {
        key: 'deposit',
        label: { el: 'Προκαταβολή', en: 'Deposit' },
        amountCents: 30_000,
        dueDate: '2027-01-15',
      },
      { key: 'balance', label: { el: 'Υπόλοιπο', en: 'Balance' }, amountCents: 60_000, dueDate: '2027-03-01' },
    ],
    bankDetails: { beneficiary: 'Voyage Ltd', accountNumber: 'CY17 0020', bank: 'Bank of Cyprus', bic: 'BCYPCY2N' },
    cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
    registrationOpensAt: '2026-10-01T06:00:00.000Z',
    registrationClosesAt: '2027-01-31T21:59:59.000Z',
    startsOn: '2027-03-20',
    endsOn: '2027-03-25',
    consentDeadlineDays: 14,
    paymentGraceDays: 14,
    idRetentionDays: 30,
    healthFreezeDays: 14,
    capacity: 180,
    waitingListOfferDays: 5,
    autoApproveOffers: false,
    keepSiblingsTogether: true,
    fairAllocation: false,
    allocationWindowDays: 7,
    schoolMinimumShare: null,
    drawSeed: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
