// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { EmergencySection } from './emergency-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection(overrides: Parameters<typeof testTrip>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <EmergencySection trip={testTrip(overrides)} />
    </QueryClientProvider>,
  );
}

const save = () => screen.getByRole('button', { name: 'Save Emergency numbers for the trip day' });
const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => vi.unstubAllGlobals());

describe('EmergencySection', { timeout: 20_000 }, () => {
  it('shows the trip’s numbers and sends the section, an emptied field as none', async () => {
    const fetch = vi.fn(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection({
      instituteEmergencyPhone: '+357 22 000 247',
      insurerName: 'Kypros Travel Assurance',
      insurerEmergencyPhone: null,
      insurancePolicyNumber: 'KTA-GRP-2027-004815',
    });
    expect(screen.getByRole('heading', { name: 'Emergency numbers for the trip day' })).toBeVisible();
    expect(field("Institute's emergency line (24/7)")).toHaveValue('+357 22 000 247');
    expect(field('Insurance company')).toHaveValue('Kypros Travel Assurance');
    expect(field('Insurance policy number')).toHaveValue('KTA-GRP-2027-004815');
    const insurerLine = field("Insurer's emergency line");
    expect(insurerLine).toHaveValue('');
    expect(insurerLine).toHaveAttribute('type', 'tel');
    await user.type(insurerLine, '+357 22 000 911');
    await user.clear(field('Insurance policy number'));
    await user.click(save());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('api/admin/trips/7');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body)).changes).toEqual({
      instituteEmergencyPhone: '+357 22 000 247',
      insurerName: 'Kypros Travel Assurance',
      insurerEmergencyPhone: '+357 22 000 911',
      insurancePolicyNumber: null,
    });
  });

  it('refuses a phone that is not one on its field, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const line = field("Institute's emergency line (24/7)");
    await user.type(line, 'call the office');
    await user.click(save());
    const message = 'Enter a phone number with 8 to 15 digits, for example 99 123456 or +357 99 123456.';
    expect(await screen.findByText(`Institute's emergency line (24/7): ${message}`)).toBeVisible();
    expect(line).toHaveAccessibleDescription(message);
    expect(fetch).not.toHaveBeenCalled();
  });
});
