import type { RegistrationDraft } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { hasTypedDetails, shownStep, stepNumber } from './register-step.ts';

function draft(step: RegistrationDraft['step'], details: RegistrationDraft['details'] = {}): RegistrationDraft {
  return {
    tripId: 1,
    tripStartsOn: '2026-04-10',
    step,
    school: { name: 'Lyceum', registrationCode: 'K7PM-Q2XD' },
    details,
    document: null,
    submitted: null,
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

describe('shownStep', () => {
  it('starts at the code without a draft', () => {
    expect(shownStep(null, null)).toBe('code');
  });

  it('resumes where the draft is after a reload', () => {
    expect(shownStep(draft('details'), null)).toBe('details');
    expect(shownStep(draft('document'), null)).toBe('document');
    expect(shownStep(draft('submitted'), null)).toBe('submitted');
  });

  it('shows an earlier step the parent went back to', () => {
    expect(shownStep(draft('document'), 'details')).toBe('details');
    expect(shownStep(draft('details'), 'code')).toBe('code');
  });

  it('never shows a step the draft has not reached', () => {
    expect(shownStep(draft('details'), 'document')).toBe('details');
    expect(shownStep(null, 'details')).toBe('code');
  });

  it('keeps a sent registration at the thank-you step, except to start a brother or sister at step 1', () => {
    expect(shownStep(draft('submitted'), 'details')).toBe('submitted');
    expect(shownStep(draft('submitted'), 'code')).toBe('code');
  });
});

describe('stepNumber', () => {
  it('counts the steps from 1 to 4', () => {
    expect(['code', 'details', 'document', 'submitted'].map((step) => stepNumber(step as never))).toEqual([1, 2, 3, 4]);
  });
});

describe('hasTypedDetails', () => {
  it('is false for a new draft or one with only empty fields', () => {
    expect(hasTypedDetails(null)).toBe(false);
    expect(hasTypedDetails(draft('details', { firstName: ' ', roommates: ['', ''] }))).toBe(false);
  });

  it('is true once anything was typed', () => {
    expect(hasTypedDetails(draft('details', { city: 'Paphos' }))).toBe(true);
    expect(hasTypedDetails(draft('details', { roommates: ['', 'ANNA'] }))).toBe(true);
  });
});
