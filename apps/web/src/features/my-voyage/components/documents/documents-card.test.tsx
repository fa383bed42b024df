// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { Traveller } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myTravellersQuery } from '../../api/get-my-travellers.ts';
import { DocumentsCard } from './documents-card.tsx';
import { travellerDocument } from './test-documents.ts';
import { traveller } from '../payments/test-payments.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const acceptedId = travellerDocument({ type: 'id_card', status: 'approved', fileName: 'id.pdf' });

function renderCard(shown: Traveller) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myTravellersQuery.queryKey, [shown]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <DocumentsCard traveller={shown} />
    </QueryClientProvider>,
  );
}

const consentBlock = () => screen.getByRole('region', { name: 'Consent form' });
const letterBlock = () => screen.getByRole('region', { name: 'Travel authorisation letter' });

describe('DocumentsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('before approval, says the consent form opens after it', () => {
    renderCard(traveller({ status: 'pending', approvedAt: null, documents: [acceptedId] }));
    expect(consentBlock()).toHaveTextContent(
      'Once the registration is approved, you will download the consent form here',
    );
    expect(within(consentBlock()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('once approved: download the form (the guardian’s language first), sign it, upload it', async () => {
    const shown = traveller({ language: 'en', documents: [acceptedId] });
    const { user } = renderCard(shown);
    const links = within(consentBlock()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Form in English (PDF)', 'Form in Greek (PDF)']);
    expect(links[0]).toHaveAttribute('href', `/api/my/travellers/${shown.id}/consent-form?lang=en`);
    expect(links[0]).toHaveAttribute('download');
    expect(links[1]).toHaveAttribute('href', `/api/my/travellers/${shown.id}/consent-form?lang=el`);
    expect(consentBlock()).toHaveTextContent('Print it and have it signed by a parent or guardian.');
    await user.click(screen.getByRole('button', { name: 'Upload the signed form' }));
    expect(await screen.findByRole('dialog', { name: 'Upload the signed consent form' })).toBeInTheDocument();
  });

  it('says so once the signed form is Processing, and once it is Accepted', () => {
    const processing = travellerDocument({ type: 'consent', status: 'pending', fileName: 'signed.pdf' });
    const { unmount } = renderCard(traveller({ documents: [acceptedId, processing] }));
    expect(consentBlock()).toHaveTextContent('We have received the signed form: our staff are checking it.');
    expect(screen.getByRole('button', { name: 'Upload another file in its place' })).toBeInTheDocument();
    unmount();
    renderCard(traveller({ documents: [acceptedId, { ...processing, status: 'approved' }] }));
    expect(consentBlock()).toHaveTextContent(
      'The signed consent form has been accepted: there is nothing more to send.',
    );
    expect(within(consentBlock()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the travel authorisation letter in Greek, English and French, the guardian’s first, to upload signed', async () => {
    const shown = traveller({ language: 'el', documents: [acceptedId] });
    const { user } = renderCard(shown);
    expect(letterBlock()).toHaveAttribute('id', 'voyage-travel-authorisation');
    expect(letterBlock()).toHaveTextContent('The Cypriot authorities ask for it');
    const links = within(letterBlock()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Download the letter (Ελληνικά)',
      'Download the letter (English)',
      'Download the letter (Français)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['el', 'en', 'fr'].map((lang) => `/api/my/travellers/${shown.id}/travel-authorisation?lang=${lang}`),
    );
    // Each language's name is marked as such, for a screen reader to say it right.
    expect(within(links[2]!).getByText('Français')).toHaveAttribute('lang', 'fr');
    // The passport's details are not given yet: the letter leaves them to fill in by hand, and says so.
    expect(letterBlock()).toHaveTextContent('leaves them blank to fill in by hand');
    await user.click(screen.getByRole('button', { name: 'Upload the signed letter' }));
    expect(
      await screen.findByRole('dialog', { name: 'Upload the signed travel authorisation letter' }),
    ).toBeInTheDocument();
  });

  it('says the letter is being checked, then accepted, apart from the consent form', () => {
    const withDetails = { idDocumentType: 'passport', idDocumentNumber: 'K1234567' } as const;
    const letter = travellerDocument({ type: 'travel_authorisation', status: 'pending', fileName: 'letter.pdf' });
    const { unmount } = renderCard(traveller({ ...withDetails, documents: [acceptedId, letter] }));
    expect(letterBlock()).toHaveTextContent('We have received the signed letter: our staff are checking it.');
    expect(consentBlock()).not.toHaveTextContent('We have received');
    unmount();
    // Without the passport's details, the advice to enter them is for a letter still to send, not one sent.
    const sent = renderCard(traveller({ documents: [acceptedId, letter] }));
    expect(letterBlock()).not.toHaveTextContent('fill in by hand');
    sent.unmount();
    renderCard(traveller({ ...withDetails, documents: [acceptedId, { ...letter, status: 'approved' }] }));
    expect(letterBlock()).toHaveTextContent('The signed travel authorisation letter has been accepted');
    expect(within(letterBlock()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes an upload still Processing after asking', async () => {
    const processing = travellerDocument({
      type: 'consent',
      status: 'pending',
      fileName: 'signed.pdf',
      uploadedAt: '2026-12-03T10:00:00.000Z',
    });
    const shown = traveller({ documents: [acceptedId, processing] });
    const fetch = vi
      .fn()
      .mockResolvedValue(json({ ...shown, documents: [acceptedId, { ...processing, status: 'withdrawn' }] }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderCard(shown);
    await user.click(screen.getByRole('button', { name: 'Remove the consent form uploaded on 3 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the consent form uploaded on 3 Dec 2026?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The file was removed.');
    expect(fetch.mock.calls[0]![0]).toBe(`/api/my/travellers/${shown.id}/documents/${processing.id}/withdraw`);
  });

  it('says so when staff had already reviewed the upload', async () => {
    const processing = travellerDocument({ type: 'consent', status: 'pending' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ code: 'CONFLICT', message: 'reviewed' }, 409)));
    const { user } = renderCard(traveller({ documents: [acceptedId, processing] }));
    await user.click(screen.getByRole('button', { name: /^Remove the consent form/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our staff had already reviewed this file');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Replace on a rejected ID, opening the ID upload with its type chosen', async () => {
    const rejected = travellerDocument({ type: 'id_card', status: 'rejected', rejectionReason: 'Blurred.' });
    const { user } = renderCard(traveller({ documents: [rejected] }));
    expect(screen.getByText(/Our staff could not accept the passport or ID you sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Replace the ID card uploaded on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a new passport or ID' });
    expect(within(dialog).getByRole('radio', { name: 'ID card' })).toBeChecked();
  });

  it('offers to upload a passport or ID when none is on record, and nothing once the registration ended', () => {
    const withdrawn = travellerDocument({ type: 'passport', status: 'withdrawn' });
    const { unmount } = renderCard(traveller({ documents: [withdrawn] }));
    expect(screen.getByRole('button', { name: 'Upload a passport or ID' })).toBeInTheDocument();
    unmount();
    renderCard(traveller({ status: 'cancelled', documents: [withdrawn, travellerDocument({ status: 'pending' })] }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Consent form' })).not.toBeInTheDocument();
  });
});
