// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAsStaff } from '../../../test-utils.tsx';
import { StudentFormSection } from './student-form-section.tsx';
import { testTraveller } from './test-traveller.ts';

const traveller = testTraveller({
  status: 'approved',
  personalCode: 'PAR-0042',
  idDocumentType: null,
  idDocumentNumber: null,
  idDocumentExpiresOn: null,
  idDocumentIssuingCountry: null,
  roommates: ['IOANNOU ANNA'],
});
const DETAILS = `/api/admin/travellers/${traveller.id}/details`;

function renderSection() {
  const client = signedInAsStaff(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <StudentFormSection traveller={traveller} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// The whole registration form renders: slow on a busy machine.
describe('StudentFormSection', { timeout: 20_000 }, () => {
  it('shows the details to read, and opens the registration form’s fields to edit, saying the change is audited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ startsOn: '2027-04-10', endsOn: '2027-04-15' })),
    );
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Traveller details' });
    expect(within(section).getByRole('textbox', { name: 'City or town' })).toHaveValue('Lemesos');

    await user.click(within(section).getByRole('button', { name: 'Edit the traveller details' }));
    expect(within(section).getByText(/kept in the audit log with your name/)).toBeVisible();
    expect(within(section).getByRole('textbox', { name: 'City or town' })).toHaveValue('Lemesos');
    expect(within(section).getByRole('textbox', { name: 'Roommate 1 (optional)' })).toHaveValue('IOANNOU ANNA');
    expect(within(section).getByRole('textbox', { name: 'Registration code' })).toHaveAttribute('readonly');
  });

  it('sends the changed form without the school’s code, and puts the server’s field error on its field', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === DETAILS) {
        return Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            fieldErrors: { 'details.phone': ['validation.phone'] },
          },
          { status: 422 },
        );
      }
      return Response.json({ startsOn: '2027-04-10', endsOn: '2027-04-15' });
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Traveller details' });
    await user.click(within(section).getByRole('button', { name: 'Edit the traveller details' }));

    const city = within(section).getByRole('textbox', { name: 'City or town' });
    await user.clear(city);
    await user.type(city, 'Limassol');
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));

    const phone = within(section).getByRole('textbox', { name: 'Phone number' });
    expect(
      await within(section).findByText(
        'Enter a phone number with 8 to 15 digits, for example 99 123456 or +357 99 123456.',
      ),
    ).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(within(section).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    const [, init] = fetch.mock.calls.find(([url]) => url === DETAILS)!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      details: {
        firstName: 'MARIA',
        lastName: 'GEORGIOU',
        gender: 'female',
        dateOfBirth: '2011-04-02',
        nationality: 'CY',
        city: 'Limassol',
        district: 'lemesos',
        phone: '+357 99 123456',
        language: 'el',
        guardianName: 'Eleni Georgiou',
        guardianEmail: 'eleni@example.com',
        roommates: ['IOANNOU ANNA'],
      },
      expectedUpdatedAt: traveller.updatedAt,
    });
  });

  it('asks staff to choose the nationality of a registration made before the form asked for it, and sends the code', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === DETAILS ? Response.json(traveller) : Response.json({ startsOn: '2027-04-10', endsOn: '2027-04-15' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithProviders(
      <QueryClientProvider client={signedInAsStaff(new QueryClient())}>
        <StudentFormSection traveller={{ ...traveller, nationality: null }} />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Traveller details' });
    await user.click(within(section).getByRole('button', { name: 'Edit the traveller details' }));
    const nationality = within(section).getByRole('combobox', { name: 'Nationality' });
    expect(nationality).toHaveValue('');
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    expect(nationality).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalledWith(DETAILS, expect.anything());
    await user.selectOptions(nationality, 'Greece');
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(DETAILS, expect.anything()));
    const [, init] = fetch.mock.calls.find(([url]) => url === DETAILS)!;
    expect(JSON.parse(String(init?.body)).details.nationality).toBe('GR');
  });
});
