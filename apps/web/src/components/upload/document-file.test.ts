import { ID_DOCUMENT_MAX_BYTES } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_MEGABYTES, documentFileProblem, fileSizeText } from './document-file.ts';

describe('documentFileProblem', () => {
  it('accepts a photo or a PDF within the limit, whatever the case of its extension', () => {
    expect(documentFileProblem({ name: 'passport.JPG', size: 2_000_000 })).toBeNull();
    expect(documentFileProblem({ name: 'id.jpeg', size: 1 })).toBeNull();
    expect(documentFileProblem({ name: 'scan.pdf', size: ID_DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'card.png', size: 10 })).toBeNull();
  });

  it('refuses another kind of file before uploading it', () => {
    expect(documentFileProblem({ name: 'photo.heic', size: 1000 })).toBe('type');
    expect(documentFileProblem({ name: 'passport', size: 1000 })).toBe('type');
    expect(documentFileProblem({ name: 'passport.docx', size: 1000 })).toBe('type');
  });

  it('refuses a Word file, a signed consent form included: it is saved as PDF first', () => {
    expect(documentFileProblem({ name: 'consent.DOCX', size: 1000 })).toBe('type');
    expect(documentFileProblem({ name: 'consent.doc', size: 1000 })).toBe('type');
    expect(documentFileProblem({ name: 'consent.pdf', size: 1000 })).toBeNull();
  });

  it('refuses a file over the limit, and an empty one', () => {
    expect(documentFileProblem({ name: 'big.jpg', size: ID_DOCUMENT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(documentFileProblem({ name: 'empty.pdf', size: 0 })).toBe('empty');
  });
});

describe('fileSizeText', () => {
  it('writes sizes as people read them', () => {
    expect(fileSizeText(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(fileSizeText(350 * 1024, 'en')).toBe('350 kB');
    expect(fileSizeText(1.5 * 1024 * 1024, 'el')).toBe('1,5 MB');
  });

  it('states a 10 MB limit', () => {
    expect(DOCUMENT_MAX_MEGABYTES).toBe(10);
  });
});
