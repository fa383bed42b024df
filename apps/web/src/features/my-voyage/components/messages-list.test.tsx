// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { MyMessage } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { MessagesList } from './messages-list.tsx';

const message = (overrides: Partial<MyMessage>): MyMessage => ({
  id: crypto.randomUUID(),
  template: 'payment-received',
  subject: 'We received your payment',
  status: 'sent',
  createdAt: '2027-01-10T09:00:00.000Z',
  sentAt: '2027-01-10T09:01:00.000Z',
  body: null,
  ...overrides,
});

describe('MessagesList', () => {
  it('shows an announcement’s whole message, and only a subject for other e-mails', () => {
    renderWithProviders(
      <MessagesList
        messages={[
          message({ template: 'announcement', subject: 'Parents’ meeting', body: 'Dear parents,\n\nOn Thursday.' }),
          message({}),
        ]}
      />,
    );
    expect(screen.getByText('Parents’ meeting')).toBeVisible();
    expect(screen.getByText('Announcement')).toBeVisible();
    expect(screen.getByText(/Dear parents,\s+On Thursday\./)).toBeVisible();
    expect(screen.getByText('We received your payment')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
