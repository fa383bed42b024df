// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import type { DistrictChoice } from '../../lib/lists/district-choice.ts';
import { DistrictsFilter } from './districts-filter.tsx';

/** The filter as a screen holds it: the choice lives in the screen's state. */
function Harness({ onChange }: { onChange: (next: DistrictChoice) => void }) {
  const [value, setValue] = useState<DistrictChoice>('all');
  return (
    <DistrictsFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** jsdom has no media queries; this one answers every query as a phone would (narrower than `md`). */
function pretendNarrowScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DistrictsFilter', () => {
  it('offers every district and All as a labelled group, All chosen', () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'District' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Lemesos',
      'Lefkosia',
      'Larnaca',
      'Paphos',
      'Famagusta',
    ]);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('picks one district at a time, and a second click on it keeps it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Paphos' }));
    expect(onChange).toHaveBeenLastCalledWith('paphos');
    expect(screen.getByRole('button', { name: 'Paphos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Paphos' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Paphos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is one stop for Tab, with the arrows moving between districts and Space choosing one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Harness onChange={onChange} />
        <button type="button">Next control</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Lefkosia' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('lefkosia');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('is a labelled select on a narrow screen, chosen with the keyboard', async () => {
    pretendNarrowScreen();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'District' });
    expect(select).toHaveTextContent('All');

    select.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await user.click(within(listbox).getByRole('option', { name: 'Larnaca' }));
    expect(onChange).toHaveBeenLastCalledWith('larnaca');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveTextContent('Larnaca');
  });
});
