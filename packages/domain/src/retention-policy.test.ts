import { describe, expect, it } from 'vitest';
import { RETENTION_POLICY } from './retention-policy.ts';
import { compareColumns, daysAfterTrip, listedColumns, retentionRule } from './retention-rules.ts';
import { DOCUMENT_TYPES } from './traveller-statuses.ts';

describe('the retention policy', () => {
  const { rules, files } = RETENTION_POLICY;

  it('names each rule once and lists each column under one rule only', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    const columns = rules.flatMap((rule) => rule.columns.map((column) => `${rule.table}.${column}`));
    expect(columns.length).toBe(listedColumns(RETENTION_POLICY).size);
  });

  it('times each timed rule by a column of its own table, and gives every rule words in both languages', () => {
    const listed = listedColumns(RETENTION_POLICY);
    for (const rule of rules) {
      if (rule.kept.kind === 'after-time') expect(listed).toContain(`${rule.table}.${rule.kept.column}`);
      expect(rule.holds.el.length * rule.holds.en.length).toBeGreaterThan(0);
    }
  });

  it('has a file kind for every document type, each kept by an existing rule', () => {
    const documentKinds = files.flatMap((kind) => (kind.documentType ? [kind.documentType] : []));
    expect([...documentKinds].sort()).toEqual([...DOCUMENT_TYPES].sort());
    for (const kind of files) expect(() => retentionRule(RETENTION_POLICY, kind.rule)).not.toThrow();
  });

  it('reports a column the database holds and the policy does not list, and one it lists that is gone', () => {
    const present = [...listedColumns(RETENTION_POLICY)].filter((column) => column !== 'travellers.phone');
    const found = compareColumns(RETENTION_POLICY, [...present, 'travellers.health_notes']);
    expect(found).toEqual({ unlisted: ['travellers.health_notes'], unknown: ['travellers.phone'] });
  });

  it('keeps ID data the trip’s own number of days, and pending registrations 90 days, after the return', () => {
    expect(daysAfterTrip(retentionRule(RETENTION_POLICY, 'id-scans'), { idRetentionDays: 45 })).toBe(45);
    expect(daysAfterTrip(retentionRule(RETENTION_POLICY, 'passport-details'), { idRetentionDays: 45 })).toBe(45);
    expect(daysAfterTrip(retentionRule(RETENTION_POLICY, 'pending-registrations'), { idRetentionDays: 45 })).toBe(90);
  });
});
