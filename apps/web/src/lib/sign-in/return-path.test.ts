import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { afterSignIn, homeOf, returnPathFrom } from './return-path.ts';

describe('returnPathFrom', () => {
  it('returns to the page the guard came from, with its query and anchor', () => {
    expect(returnPathFrom({ from: { pathname: '/schools', search: '?q=1', hash: '#top' } })).toBe('/schools?q=1#top');
    expect(returnPathFrom({ from: { pathname: '/dashboard' } })).toBe('/dashboard');
  });

  it('ignores anything that would leave the site or loop back to sign-in', () => {
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: '/\\evil.example/x' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: '/admin/login' } })).toBeNull();
  });

  it('ignores missing or malformed state', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom('dashboard')).toBeNull();
    expect(returnPathFrom({ from: 42 })).toBeNull();
    expect(returnPathFrom({ from: { pathname: 7 } })).toBeNull();
  });

  it('falls back to the role’s home', () => {
    expect(afterSignIn(null, 'admin')).toBe('/dashboard');
    expect(afterSignIn({ from: { pathname: '//evil.example' } }, 'guardian')).toBe('/my-voyage');
    expect(afterSignIn({ from: { pathname: '/profile' } }, 'guardian')).toBe('/profile');
  });
});

describe('homeOf', () => {
  it("is each role's screen of the app", () => {
    expect(homeOf('admin')).toBe(paths.dashboard.href());
    expect(homeOf('guardian')).toBe(paths.myVoyage.href());
  });
});
