import { z } from 'zod';
import { healthFreezeDay } from '../health/health-freeze.ts';
import type { InstalmentStanding } from '../payment-plan.ts';
import type { DocumentStatus, TravellerDocumentType, RegistrationStatus } from '../traveller-statuses.ts';
import { TRAVEL_DOCUMENT_PROBLEMS, travelDocumentProblem, type TravelDocument } from './travel-document-rule.ts';

/**
 * One checklist per child (docs/product/readiness.md): what must be done before the trip, each item done,
 * waiting for the office, to do by a day, overdue, or not yet (it opens at approval).
 */
export const CHECKLIST_ITEMS = [
  'approved',
  'instalment',
  'consent',
  'id-document',
  'travel-authorisation',
  'health',
] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEMS)[number];
export const CHECKLIST_STATES = ['done', 'waiting', 'todo', 'overdue', 'not-yet'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];
/** Why the identity document is not done yet. */
export const ID_ITEM_PROBLEMS = ['details-missing', 'upload-missing', 'rejected', ...TRAVEL_DOCUMENT_PROBLEMS] as const;

export const checklistItemSchema = z.object({
  kind: z.enum(CHECKLIST_ITEMS),
  state: z.enum(CHECKLIST_STATES),
  /** The last day to do it; null when nothing is asked of the family or no day is set. */
  dueDate: z.iso.date().nullable(),
  /** For an instalment: its number (from 1) and what is left to pay on it. */
  instalment: z.number().int().positive().nullable(),
  amountCents: z.number().int().nullable(),
  problem: z.enum(ID_ITEM_PROBLEMS).nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  travellerId: z.string(),
  ready: z.boolean(),
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export type ChecklistInput = {
  today: string;
  status: RegistrationStatus;
  nationality: string | null;
  trip: { startsOn: string; endsOn: string; healthFreezeDays: number };
  consentDeadline: string | null;
  /** The plan as the traveller owes it and how far each instalment is settled (`travellerPicture`). */
  instalments: readonly InstalmentStanding[];
  /** The uploads still shown to the family (withdrawn ones left out), any order. */
  documents: readonly { type: TravellerDocumentType; status: DocumentStatus; uploadedAt: string }[];
  /** The identity document as described in My Voyage; null until then. */
  idDocument: TravelDocument | null;
  healthComplete: boolean;
};

const item = (kind: ChecklistItemKind, state: ChecklistState, dueDate: string | null = null): ChecklistItem => ({
  kind,
  state,
  dueDate,
  instalment: null,
  amountCents: null,
  problem: null,
});

const byDate = (state: 'todo', dueDate: string | null, today: string): ChecklistState =>
  dueDate !== null && dueDate < today ? 'overdue' : state;

/** The newest upload of the given types. */
function latest(documents: ChecklistInput['documents'], types: readonly TravellerDocumentType[]) {
  return documents
    .filter((document) => types.includes(document.type))
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];
}

function instalmentItems(input: ChecklistInput, approved: boolean): ChecklistItem[] {
  return input.instalments.map((standing, index) => {
    const state: ChecklistState = !approved
      ? 'not-yet'
      : standing.receivedCents >= standing.amountCents
        ? 'done'
        : standing.remainingCents === 0
          ? 'waiting'
          : standing.overdue
            ? 'overdue'
            : 'todo';
    return {
      ...item('instalment', state, approved ? standing.dueDate : null),
      instalment: index + 1,
      amountCents: standing.remainingCents,
    };
  });
}

/**
 * A form the family prints, has signed and uploads back (the consent form, the travel authorisation letter):
 * open from approval, waiting while the latest upload is with the office, done once accepted.
 */
function signedFormItem(
  input: ChecklistInput,
  approved: boolean,
  kind: 'consent' | 'travel-authorisation',
  dueDate: string | null,
): ChecklistItem {
  if (!approved) return item(kind, 'not-yet');
  const upload = latest(input.documents, [kind === 'consent' ? 'consent' : 'travel_authorisation']);
  if (upload?.status === 'approved') return item(kind, 'done');
  if (upload?.status === 'pending') return item(kind, 'waiting');
  return item(kind, byDate('todo', dueDate, input.today), dueDate);
}

function idItem(input: ChecklistInput, approved: boolean, dueDate: string): ChecklistItem {
  const open = (problem: ChecklistItem['problem']): ChecklistItem => ({
    ...item('id-document', approved ? byDate('todo', dueDate, input.today) : 'todo', approved ? dueDate : null),
    problem,
  });
  if (input.idDocument === null) return open('details-missing');
  const problem = travelDocumentProblem(input.nationality, input.idDocument, input.trip);
  if (problem !== null) return open(problem);
  const upload = latest(input.documents, [input.idDocument.type]);
  if (upload?.status === 'approved') return item('id-document', 'done');
  if (upload?.status === 'pending') return item('id-document', 'waiting');
  return open(upload?.status === 'rejected' ? 'rejected' : 'upload-missing');
}

/**
 * The checklist of one child on `today` (`YYYY-MM-DD`, Cyprus). The identity document, the travel authorisation
 * letter and the health record are due by the health record's freeze day, when staff close the lists before the
 * departure: the letter carries the document's number, and the guardians may need the time to sign it together.
 */
export function travellerChecklist(travellerId: string, input: ChecklistInput): Checklist {
  const approved = input.status === 'approved';
  const freezeDay = healthFreezeDay(input.trip);
  const items = [
    item('approved', approved ? 'done' : 'waiting'),
    ...instalmentItems(input, approved),
    signedFormItem(input, approved, 'consent', input.consentDeadline),
    idItem(input, approved, freezeDay),
    signedFormItem(input, approved, 'travel-authorisation', freezeDay),
    approved
      ? item('health', input.healthComplete ? 'done' : byDate('todo', freezeDay, input.today), freezeDay)
      : item('health', 'not-yet'),
  ];
  for (const entry of items) if (entry.state === 'done') entry.dueDate = null;
  return { travellerId, ready: items.every((entry) => entry.state === 'done'), items };
}
