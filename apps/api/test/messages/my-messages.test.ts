import { myMessageSchema } from '@voyage/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { enqueueEmail } from '../../src/mail/enqueue-email.ts';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const written: string[] = [];
afterAll(() => t.db.delete(outbox).where(inArray(outbox.id, written)));

async function mailTo(to: string, url: string) {
  const { id } = await enqueueEmail(t.db, { template: 'magic-link', to, locale: 'en', data: { url } });
  written.push(id);
  return id;
}

describe('GET /api/my/messages', () => {
  it("lists the e-mails sent to the guardian's own address, newest first, without their bodies", async () => {
    const family = await addRegistration(t.db);
    const other = await addRegistration(t.db);
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    const first = await mailTo(family.guardianEmail.toUpperCase(), 'https://voyage.test/secret-one');
    const second = await mailTo(family.guardianEmail, 'https://voyage.test/secret-two');
    const someoneElses = await mailTo(other.guardianEmail, 'https://voyage.test/secret-three');

    const response = await t.app.inject({ url: '/api/my/messages', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const ids = myMessageSchema
      .array()
      .parse(response.json())
      .map((message) => message.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids).toContain(first);
    expect(ids).not.toContain(someoneElses);
    // The links in the bodies are secrets: the list carries none of them.
    expect(response.body).not.toContain('secret');
    expect(response.json()[0]).not.toHaveProperty('textBody');
  });

  it('is 401 without a session and 403 for an admin, who reads the outbox instead', async () => {
    expect((await t.app.inject({ url: '/api/my/messages' })).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/my/messages', headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(403);
  });
});
