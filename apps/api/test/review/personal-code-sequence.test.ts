import { bulkApproveResultSchema, personalCodeSequence } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { expecting, insertTraveller, mailsTo, setupReviewApp, travellerRow } from './review-kit.ts';

/**
 * A personal code is the family's bank reference: once given it is never given again, whatever becomes
 * of its traveller (docs/product/review.md#approval).
 */

const { t, calls } = setupReviewApp({ signInRateLimitMax: 1000 });

async function approve(id: string, admin: string): Promise<string> {
  const response = await calls.approve(id, expecting('pending'), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().personalCode;
}

function erase(id: string, admin: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/travellers/${id}/erase`,
    headers: t.unsafeHeaders(admin),
    payload: { scope: 'traveller' },
  });
}

describe('the personal code sequence', () => {
  it('never gives an erased traveller’s code again, and the erased child’s e-mails stop', async () => {
    const admin = await t.signInAsAdmin();
    const erased = await insertTraveller(t.db);
    const sibling = await insertTraveller(t.db, { guardianEmail: erased.guardianEmail });
    const erasedCode = await approve(erased.id, admin);
    const siblingCode = await approve(sibling.id, admin);
    expect(
      (await mailsTo(t.db, erased.guardianEmail)).filter((mail) => mail.textBody.includes(erasedCode)),
    ).toHaveLength(1);

    const answer = await erase(erased.id, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ travellers: 1, messages: 1 });
    // The family still has the sibling: its e-mails stay, the erased child's (quoting its code) are gone.
    const left = await mailsTo(t.db, erased.guardianEmail);
    expect(left.map((mail) => mail.travellerId)).toEqual([sibling.id]);
    expect(left.some((mail) => mail.textBody.includes(erasedCode))).toBe(false);

    const next = await approve((await insertTraveller(t.db)).id, admin);
    expect(next).not.toBe(erasedCode);
    expect(personalCodeSequence(next)).toBe(personalCodeSequence(siblingCode)! + 1);
  });

  it('never gives the code of the highest traveller again once erased, even as the next approval', async () => {
    const admin = await t.signInAsAdmin();
    const last = await insertTraveller(t.db);
    const lastCode = await approve(last.id, admin);
    expect((await erase(last.id, admin)).statusCode).toBe(200);
    const next = await approve((await insertTraveller(t.db)).id, admin);
    expect(personalCodeSequence(next)).toBe(personalCodeSequence(lastCode)! + 1);
  });

  it('keeps a deleted traveller’s code out of the sequence, and gives it back on restore', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const code = await approve(traveller.id, admin);
    const deleted = await calls.delete(traveller.id, { ...expecting('approved'), reason: 'Duplicate' }, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const whileDeleted = await approve((await insertTraveller(t.db)).id, admin);
    expect(personalCodeSequence(whileDeleted)).toBe(personalCodeSequence(code)! + 1);

    const restored = await calls.restore(traveller.id, expecting('deleted'), admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await travellerRow(t.db, traveller.id)).personalCode).toBe(code);
    const after = await approve((await insertTraveller(t.db)).id, admin);
    expect([code, whileDeleted]).not.toContain(after);
    expect(personalCodeSequence(after)).toBe(personalCodeSequence(whileDeleted)! + 1);
  });

  it('gives a bulk approval distinct codes past every code given, erased ones included', async () => {
    const admin = await t.signInAsAdmin();
    const erased = await insertTraveller(t.db);
    const erasedCode = await approve(erased.id, admin);
    expect((await erase(erased.id, admin)).statusCode).toBe(200);
    const made = [await insertTraveller(t.db), await insertTraveller(t.db), await insertTraveller(t.db)];
    const response = await calls.bulkApprove(
      made.map((row) => row.id),
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkApproveResultSchema.parse(response.json()).results.every((result) => result.ok)).toBe(true);
    const sequences = await Promise.all(
      made.map(async (row) => personalCodeSequence((await travellerRow(t.db, row.id)).personalCode!)!),
    );
    const first = personalCodeSequence(erasedCode)!;
    expect(sequences).toEqual([first + 1, first + 2, first + 3]);
  });
});
