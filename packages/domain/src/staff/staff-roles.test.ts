import { describe, expect, it } from 'vitest';
import { inviteAdminSchema } from '../account.ts';
import { normalGrant, staffGrantSchema } from './staff-role-api.ts';
import { CAPABILITIES, hasCapability, ROLE_CAPABILITIES, seesDeparture, STAFF_ROLES } from './staff-roles.ts';

describe('the role table', () => {
  it('gives an administrator everything', () => {
    for (const capability of CAPABILITIES) expect(hasCapability('administrator', capability)).toBe(true);
  });

  it('keeps health records and ID scans from finance, and money from the health lead', () => {
    expect(hasCapability('finance', 'payments')).toBe(true);
    expect(hasCapability('finance', 'documents.read')).toBe(false);
    expect(hasCapability('finance', 'health')).toBe(false);
    expect(hasCapability('health', 'health')).toBe(true);
    expect(hasCapability('health', 'payments')).toBe(false);
  });

  it('gives an escort rosters and health flags but no money, no ID scans and no full health records', () => {
    expect(hasCapability('escort', 'operations.read')).toBe(true);
    expect(hasCapability('escort', 'health.flags')).toBe(true);
    for (const refused of ['payments', 'documents.read', 'health', 'exports', 'operations'] as const) {
      expect(hasCapability('escort', refused), refused).toBe(false);
    }
  });

  it('lets read-only staff see the dashboard and lists, no documents, no health, no changes', () => {
    expect(ROLE_CAPABILITIES.readonly).toEqual(['dashboard', 'registrations.read', 'operations.read']);
  });

  it('lets only administrators manage staff', () => {
    expect(STAFF_ROLES.filter((role) => hasCapability(role, 'staff.manage'))).toEqual(['administrator']);
  });

  it('gives nothing to someone without a staff role', () => {
    expect(hasCapability(null, 'dashboard')).toBe(false);
  });
});

describe('departures an escort sees', () => {
  it('are theirs only; other roles see every departure', () => {
    const escort = { role: 'escort' as const, departureIds: [3, 5] };
    expect(seesDeparture(escort, 5)).toBe(true);
    expect(seesDeparture(escort, 4)).toBe(false);
    expect(seesDeparture(escort, null)).toBe(false);
    expect(seesDeparture({ role: 'readonly', departureIds: [] }, 4)).toBe(true);
  });
});

describe('a role given or changed', () => {
  it('needs at least one departure for an escort', () => {
    expect(staffGrantSchema.safeParse({ role: 'escort', departureIds: [7] }).success).toBe(true);
    const result = staffGrantSchema.safeParse({ role: 'escort', departureIds: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['departureIds'], message: 'validation.escortDepartures' });
  });

  it("drops departures from a role that is not an escort's, and repeats from an escort's", () => {
    expect(normalGrant({ role: 'finance', departureIds: [1] })).toEqual({ role: 'finance', departureIds: [] });
    expect(normalGrant({ role: 'escort', departureIds: [4, 2, 4] })).toEqual({
      role: 'escort',
      departureIds: [2, 4],
    });
  });

  it('refuses a role that does not exist', () => {
    expect(staffGrantSchema.safeParse({ role: 'admin', departureIds: [] }).success).toBe(false);
  });

  it('is asked at invitation', () => {
    expect(inviteAdminSchema.safeParse({ email: 'a@example.org', locale: 'el' }).success).toBe(false);
    expect(inviteAdminSchema.parse({ email: 'A@example.org', locale: 'el', role: 'health', departureIds: [] })).toEqual(
      {
        email: 'a@example.org',
        locale: 'el',
        role: 'health',
        departureIds: [],
      },
    );
  });
});
