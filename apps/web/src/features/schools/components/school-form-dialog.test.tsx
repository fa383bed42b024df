// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Departure, School } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { SchoolFormDialog } from './school-form-dialog.tsx';

const school: School = {
  id: 7,
  tripId: 1,
  name: 'Lyceum of Test Street',
  district: 'larnaca',
  registrationCode: 'K7PM-Q2XD',
  contactName: '',
  contactEmail: '',
  departureId: null,
  travellerCount: 12,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const departure = { id: 3, label: { el: 'Αναχώρηση Α', en: 'Departure A' } } as Departure;

function renderDialog(props: { school?: School; language?: 'el' | 'en' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <SchoolFormDialog open tripId={1} school={props.school} departures={[departure]} onClose={onClose} />
    </QueryClientProvider>,
    { language: props.language },
  );
  return { ...result, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('SchoolFormDialog', { timeout: 20_000 }, () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add a school' });
    await user.type(within(dialog).getByRole('textbox', { name: "Contact teacher's e-mail" }), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the change with the departure chosen and the copy it read, and says so when someone changed it meanwhile', async () => {
    const fetch = vi.fn(async () => Response.json({ code: 'CONFLICT', message: 'Changed meanwhile' }, { status: 409 }));
    vi.stubGlobal('fetch', fetch);
    const { user, onClose } = renderDialog({ school });
    const dialog = screen.getByRole('dialog', { name: 'Edit the school' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact teacher' }), 'Anna Loizou');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Departure' }), 'Departure A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone changed this school meanwhile');
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/schools/7');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Lyceum of Test Street',
      district: 'larnaca',
      contactName: 'Anna Loizou',
      contactEmail: '',
      departureId: 3,
      expectedUpdatedAt: school.updatedAt,
    });
  });

  it('speaks Greek when the screen does', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderDialog({ language: 'el' });
    expect(screen.getByRole('dialog', { name: 'Προσθήκη σχολείου' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Όνομα σχολείου/ })).toBeVisible();
  });
});
