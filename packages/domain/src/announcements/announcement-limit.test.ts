import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_HOUR, announcementLimitReached } from './announcement-limit.ts';

const at = (minutes: number) => new Date(Date.UTC(2027, 2, 1, 10, 0) + minutes * 60_000);

describe('the hourly limit of announcements', () => {
  it('allows five within an hour and refuses the sixth', () => {
    expect(ANNOUNCEMENTS_PER_HOUR).toBe(5);
    const four = [at(-50), at(-30), at(-10), at(0)];
    expect(announcementLimitReached(four, at(5))).toBe(false);
    expect(announcementLimitReached([...four, at(2)], at(5))).toBe(true);
  });

  it('counts only those less than an hour before or after, scheduled ones included', () => {
    const old = [at(-120), at(-61), at(-60), at(60), at(90)];
    expect(announcementLimitReached(old, at(0))).toBe(false);
    expect(announcementLimitReached([at(10), at(20), at(30), at(40), at(50)], at(0))).toBe(true);
  });
});
