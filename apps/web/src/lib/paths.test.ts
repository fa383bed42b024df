import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds the fixed addresses of the screens', () => {
    expect(paths.docs.href()).toBe('/docs');
    expect(paths.usefulInfo.href()).toBe('/useful-info');
    expect(paths.dashboard.href()).toBe('/dashboard');
    expect(paths.registrations.href()).toBe('/admin/registrations');
    expect(paths.payments.href()).toBe('/admin/payments');
    expect(paths.tripsList.href()).toBe('/trips/list');
    expect(paths.schools.href()).toBe('/schools');
    expect(paths.schoolsList.href()).toBe('/schools/list');
    expect(paths.departuresList.href()).toBe('/admin/departures/list');
    expect(paths.myVoyage.href()).toBe('/my-voyage');
    expect(paths.admins.href()).toBe('/admins');
    expect(paths.deleted.href()).toBe('/deleted');
    expect(paths.ui.href()).toBe('/ui');
    expect(paths.responsive.href()).toBe('/responsive');
    expect(paths.login.href()).toBe('/login');
    expect(paths.adminLogin.href()).toBe('/admin/login');
    expect(paths.error.href()).toBe('/error');
    expect(paths.profile.href()).toBe('/profile');
    expect(paths.resetPassword.href()).toBe('/reset-password');
    expect(paths.outbox.href()).toBe('/admin/outbox');
    expect(paths.audit.href()).toBe('/admin/audit');
  });

  it('fills in parameters', () => {
    expect(paths.registration.href(3, 'abc')).toBe('/admin/registration/3/abc');
    expect(paths.trip.href(2)).toBe('/admin/trip/2');
    expect(paths.school.href(2, 14)).toBe('/school/2/14');
    expect(paths.createAccount.href('guardian', 'K7Q2', 'u1')).toBe('/create/guardian/K7Q2/u1');
    expect(paths.createAdminAccount.href('inv-9')).toBe('/admin/create/account/inv-9');
    expect(paths.voyageur.href(1, 'PAR-001', 't9')).toBe('/voyageur/1/PAR-001/t9');
    expect(paths.audit.href({ traveller: 'a1b2' })).toBe('/admin/audit?traveller=a1b2');
  });

  it('leaves optional parameters out when not given', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.home.href(7)).toBe('/7');
    expect(paths.register.href()).toBe('/register');
    expect(paths.register.href(7)).toBe('/register/7');
    expect(paths.departure.href()).toBe('/admin/departure');
    expect(paths.departure.href(2)).toBe('/admin/departure/2');
    expect(paths.departure.href(2, 5)).toBe('/admin/departure/2/5');
    expect(paths.confirmEmail.href('h4sh')).toBe('/confirm_email/h4sh');
    expect(paths.confirmEmail.href('h4sh', 2)).toBe('/confirm_email/h4sh/2');
  });

  it('encodes values so they stay one path segment', () => {
    expect(paths.registration.href(1, 'a/b c')).toBe('/admin/registration/1/a%2Fb%20c');
    expect(paths.confirmEmail.href('x?y#z')).toBe('/confirm_email/x%3Fy%23z');
  });
});
