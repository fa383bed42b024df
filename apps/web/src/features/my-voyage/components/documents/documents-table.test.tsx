// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { travellerDocument } from './test-documents.ts';

const passportScan = travellerDocument({
  type: 'passport',
  status: 'rejected',
  fileName: 'passport.jpg',
  fileMediaType: 'image/jpeg',
  uploadedAt: '2026-01-10T10:00:00.000Z',
  rejectionReason: 'The photo is blurred.',
});
const idCard = travellerDocument({
  type: 'id_card',
  status: 'approved',
  fileName: 'id.png',
  fileMediaType: 'image/png',
  uploadedAt: '2026-02-01T10:00:00.000Z',
});
const consentPdf = travellerDocument({
  type: 'consent',
  status: 'pending',
  fileName: 'consent.pdf',
  fileMediaType: 'application/pdf',
  uploadedAt: '2026-03-05T10:00:00.000Z',
});
const consentWord = travellerDocument({
  type: 'consent',
  status: 'withdrawn',
  fileName: 'consent.docx',
  fileMediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  uploadedAt: '2026-03-04T10:00:00.000Z',
});
const all = [passportScan, idCard, consentPdf, consentWord];

describe('DocumentsTable', () => {
  it('lists the documents newest first with their date, file, type and status, a rejection with its reason', () => {
    renderWithProviders(<DocumentsTable documents={all} label="Documents" />);
    const rows = within(screen.getByRole('table', { name: 'Documents' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5 Mar 2026', 'consent.pdf', 'Consent form', 'Processing'],
      ['4 Mar 2026', 'consent.docx', 'Consent form', 'Withdrawn'],
      ['1 Feb 2026', 'id.png', 'ID card', 'Accepted'],
      ['10 Jan 2026', 'passport.jpg', 'Passport', 'RejectedReason: The photo is blurred.'],
    ]);
  });

  it('previews an image in the viewer, opens a PDF in a new tab and only downloads a Word file', () => {
    renderWithProviders(<DocumentsTable documents={all} label="Documents" />);
    expect(screen.getByRole('button', { name: 'View id.png' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'View passport.jpg' })).toHaveAttribute('aria-haspopup', 'dialog');
    const pdf = screen.getByRole('link', { name: 'Open consent.pdf (PDF, in a new tab)' });
    expect(pdf).toHaveAttribute('href', `/api/my/documents/${consentPdf.id}/file`);
    expect(pdf).toHaveAttribute('target', '_blank');
    const word = screen.getByRole('link', { name: 'Download consent.docx' });
    expect(word).toHaveAttribute('href', `/api/my/documents/${consentWord.id}/file`);
    expect(word).toHaveAttribute('download', 'consent.docx');
    expect(screen.queryByRole('button', { name: 'View consent.docx' })).not.toBeInTheDocument();
  });

  it('opens the images as one gallery, starting at the one clicked', async () => {
    const { user } = renderWithProviders(<DocumentsTable documents={all} label="Documents" />);
    await user.click(screen.getByRole('button', { name: 'View passport.jpg' }));
    // The viewer's code loads on this first opening.
    const viewer = await screen.findByRole(
      'dialog',
      { name: 'Image 2 of 2: Passport uploaded on 10 Jan 2026' },
      { timeout: 5000 },
    );
    expect(within(viewer).getByRole('img', { name: 'Passport uploaded on 10 Jan 2026' })).toHaveAttribute(
      'src',
      `/api/my/documents/${passportScan.id}/file`,
    );
  });

  it('offers Remove on an upload still Processing and Replace on the rejected ID, each named for its document', async () => {
    const onRemove = vi.fn();
    const onReplace = vi.fn();
    const { user } = renderWithProviders(
      <DocumentsTable
        documents={all}
        label="Documents"
        onRemove={onRemove}
        replaceableId={passportScan.id}
        onReplace={onReplace}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove the consent form uploaded on 5 Mar 2026' }));
    expect(onRemove).toHaveBeenCalledWith(consentPdf);
    expect(screen.getAllByRole('button', { name: /^Replace/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Replace the passport uploaded on 10 Jan 2026' }));
    expect(onReplace).toHaveBeenCalledWith(passportScan);
  });

  it('offers nothing to do once the family may no longer act', () => {
    renderWithProviders(<DocumentsTable documents={all} label="Documents" />);
    expect(screen.queryByRole('button', { name: /Remove|Replace/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers no Remove on a document of another kind, which only staff handle', () => {
    const other = travellerDocument({ type: 'other', status: 'pending', fileName: 'letter.pdf' });
    renderWithProviders(<DocumentsTable documents={[other]} label="Documents" onRemove={() => {}} />);
    expect(screen.getByRole('cell', { name: 'Other document' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows one card per document, with the same status, preview and actions', () => {
      // The phone's layout: MUI's `down('sm')` asks for a max-width query.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }));
      renderWithProviders(<DocumentsTable documents={all} label="Documents" onRemove={() => {}} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
      expect(cards).toHaveLength(4);
      expect(cards[0]).toHaveTextContent('Consent form');
      expect(cards[0]).toHaveTextContent('Uploaded on 5 Mar 2026');
      expect(
        within(cards[0]!).getByRole('button', { name: 'Remove the consent form uploaded on 5 Mar 2026' }),
      ).toBeInTheDocument();
      expect(cards[3]).toHaveTextContent('Reason: The photo is blurred.');
      expect(within(cards[3]!).getByRole('button', { name: 'View passport.jpg' })).toBeInTheDocument();
    });
  });
});
