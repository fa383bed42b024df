// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMPTY_HEALTH_RECORD, FILLED_HEALTH_RECORD, type MyHealthRecord } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import MyHealthScreen from '../../routes/my-health.tsx';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { MedicinesSection } from './list-sections.tsx';

/** The health record's sections say, in the reader's words, what is wrong before anything is sent. */
function render(node: React.ReactNode, answer?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetch = vi.fn(async () => Response.json(answer));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the health record form', () => {
  it('asks for a contact person and a valid phone, and sends nothing', async () => {
    const fetch = render(<ContactsSection travellerId="t1" record={EMPTY_HEALTH_RECORD} readOnly={false} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Eleni Georgiou' } });
    fireEvent.change(screen.getByLabelText(/Relation to the child/), { target: { value: 'Grandmother' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText(/Enter a phone number with 8 to 15 digits/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove this contact' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Add at least one person to call besides the guardians.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a medicine time as HH:MM', async () => {
    render(<MedicinesSection travellerId="t1" record={FILLED_HEALTH_RECORD} readOnly={false} />);
    fireEvent.change(screen.getByLabelText(/Time 1/), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save medicines' }));
    expect(await screen.findByText(/Enter a time as HH:MM/)).toBeTruthy();
  });

  it('shows a frozen record without a way to save it', async () => {
    render(<ContactsSection travellerId="t1" record={FILLED_HEALTH_RECORD} readOnly />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save contacts' })).toBeNull());
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('writes the last day to change it and the consent’s day as dates a person reads', async () => {
    const answer: MyHealthRecord = {
      record: FILLED_HEALTH_RECORD,
      consent: { givenBy: 'Eleni Georgiou', givenAt: '2027-03-02T10:00:00.000Z' },
      completeness: { complete: true, missing: [] },
      freezesOn: '2027-06-17',
      frozen: false,
      updatedAt: '2027-03-02T10:00:00.000Z',
    };
    const fetch = render(
      <MemoryRouter initialEntries={['/my-voyage/t1/health']}>
        <Routes>
          <Route path="/my-voyage/:travellerId/health" element={<MyHealthScreen />} />
        </Routes>
      </MemoryRouter>,
      answer,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('You can change the record until 17 Jun 2027. After that it is frozen for the trip.'),
    ).toBeTruthy();
    expect(screen.getByText('Consent given by Eleni Georgiou on 2 Mar 2027.')).toBeTruthy();
  });
});
