// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { CodeStep } from './code-step.tsx';

const calls = vi.hoisted(() => ({
  check: vi.fn(),
  start: vi.fn(),
}));
vi.mock('../api/check-registration-code.ts', () => ({ checkRegistrationCode: calls.check }));
vi.mock('../api/start-registration.ts', () => ({ startRegistration: calls.start }));

describe('CodeStep on a full departure', () => {
  it('says the trip is full before starting, then Join the waiting list starts the registration', async () => {
    calls.check.mockResolvedValue({ valid: true, reason: null, full: true });
    calls.start.mockResolvedValue({ step: 'details' });
    const onStarted = vi.fn();
    const { user } = renderWithProviders(
      <CodeStep tripId={1} defaultCode="K7PM-Q2XD" isSibling={false} onStarted={onStarted} />,
      { language: 'el' },
    );
    await user.click(screen.getByRole('button', { name: 'Συνέχεια' }));
    expect(await screen.findByText('Το ταξίδι είναι πλήρες· μπορείτε να μπείτε στη λίστα αναμονής.')).toBeTruthy();
    expect(onStarted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Εγγραφή στη λίστα αναμονής' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith({ step: 'details' }));
  });
});

describe('CodeStep while the fair draw’s window is open', () => {
  it('says registrations until its end are drawn together, in Cyprus time, in either language', () => {
    const props = { tripId: 1, defaultCode: '', isSibling: false, onStarted: vi.fn() };
    const { unmount } = renderWithProviders(<CodeStep {...props} drawUntil="2027-01-15T08:00:00.000Z" />, {
      language: 'el',
    });
    expect(
      screen.getByText(
        'Οι θέσεις μοιράζονται με κλήρωση: οι εγγραφές που θα φτάσουν έως τις 15 Ιανουαρίου 2027, ώρα 10:00 (ώρα Κύπρου), κληρώνονται μαζί, οπότε η σειρά άφιξης δεν έχει σημασία.',
      ),
    ).toBeVisible();
    unmount();
    renderWithProviders(<CodeStep {...props} drawUntil="2027-01-15T08:00:00.000Z" />, { language: 'en' });
    expect(
      screen.getByText(
        'Places are shared out by a draw: registrations received until 15 January 2027 at 10:00 (Cyprus time) are drawn together, so the order of arrival does not matter.',
      ),
    ).toBeVisible();
  });
});
