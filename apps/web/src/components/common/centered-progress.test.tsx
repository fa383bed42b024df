// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { CenteredProgress } from './centered-progress.tsx';

describe('CenteredProgress', () => {
  it('names the progress bar "Loading…" in the reader’s language when nobody says what is loading', () => {
    renderWithProviders(<CenteredProgress />, { language: 'el' });
    expect(screen.getByRole('progressbar', { name: 'Φόρτωση…' })).toBeInTheDocument();
  });

  it('names it after what is loading when told', () => {
    renderWithProviders(<CenteredProgress label="Loading the registration…" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the registration…' })).toBeInTheDocument();
  });
});
