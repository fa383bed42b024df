import {
  ALLOCATION_WINDOW_DEFAULT_DAYS,
  AUTO_APPROVE_OFFERS_DEFAULT,
  CORRECTIONS_FREEZE_DEFAULT_DAYS,
  DEMO_CANCELLATION_SCHEDULE,
  FAIR_ALLOCATION_DEFAULT,
  HEALTH_FREEZE_DEFAULT_DAYS,
  ID_RETENTION_DEFAULT_DAYS,
  KEEP_SIBLINGS_TOGETHER_DEFAULT,
  PAYMENT_GRACE_DEFAULT_DAYS,
  WAITING_LIST_OFFER_DEFAULT_DAYS,
  type Trip,
  type TripEmergencySettings,
} from '@voyage/domain';
import { parisDocuments } from './paris-documents.ts';
import { parisIntro, parisMissions, parisPackage, parisTitle } from './paris-intro.ts';
import { PARIS_PRICE_CENTS, parisBankDetails, parisPayments } from './paris-payments.ts';
import { parisSchedule } from './paris-schedule.ts';
import { parisUsefulInfo } from './paris-useful-info.ts';

export { parisDepartures } from './paris-departures.ts';
export type { DepartureContent } from './paris-departures.ts';

/** What the seed stores for a trip besides its identity and calendar, which the seed decides. */
export type TripContent = Omit<
  Trip,
  | 'id'
  | 'active'
  | 'name'
  | 'year'
  | 'registrationOpensAt'
  | 'registrationClosesAt'
  | 'startsOn'
  | 'endsOn'
  | 'updatedAt'
>;

// Made-up numbers and insurer: demo data only.
function parisEmergency(year: number): TripEmergencySettings {
  return {
    instituteEmergencyPhone: '+357 22 000 247',
    insurerName: 'Kypros Travel Assurance',
    insurerEmergencyPhone: '+357 22 000 911',
    insurancePolicyNumber: `KTA-GRP-${year}-004815`,
  };
}

const CONSENT_DEADLINE_DAYS = 14;
const CAPACITY = 180;

// A fresh copy per call: the active and the past trip must not share arrays a caller could mutate.
export function parisTripContent(year: number): TripContent {
  const payments = parisPayments(year);
  return structuredClone({
    title: parisTitle(year),
    intro: parisIntro,
    missions: parisMissions,
    package: parisPackage,
    schedule: parisSchedule,
    usefulInfo: parisUsefulInfo,
    documents: parisDocuments({
      year,
      priceCents: PARIS_PRICE_CENTS,
      payments,
      capacity: CAPACITY,
      consentDeadlineDays: CONSENT_DEADLINE_DAYS,
      paymentGraceDays: PAYMENT_GRACE_DEFAULT_DAYS,
      cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
    }),
    totalPriceCents: PARIS_PRICE_CENTS,
    secondChildPriceCents: null,
    laterChildPriceCents: null,
    payments,
    bankDetails: parisBankDetails,
    cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
    consentDeadlineDays: CONSENT_DEADLINE_DAYS,
    paymentGraceDays: PAYMENT_GRACE_DEFAULT_DAYS,
    idRetentionDays: ID_RETENTION_DEFAULT_DAYS,
    healthFreezeDays: HEALTH_FREEZE_DEFAULT_DAYS,
    correctionsFreezeDays: CORRECTIONS_FREEZE_DEFAULT_DAYS,
    capacity: CAPACITY,
    waitingListOfferDays: WAITING_LIST_OFFER_DEFAULT_DAYS,
    autoApproveOffers: AUTO_APPROVE_OFFERS_DEFAULT,
    keepSiblingsTogether: KEEP_SIBLINGS_TOGETHER_DEFAULT,
    fairAllocation: FAIR_ALLOCATION_DEFAULT,
    allocationWindowDays: ALLOCATION_WINDOW_DEFAULT_DAYS,
    schoolMinimumShare: null,
    drawSeed: null,
    ...parisEmergency(year),
  });
}
