// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStepInAddress } from './use-step-in-address.ts';

function Steps() {
  const [chosen, choose] = useStepInAddress();
  return (
    <>
      <p>shown: {chosen ?? 'where the draft is'}</p>
      <button type="button" onClick={() => choose('details')}>
        details
      </button>
    </>
  );
}

describe('the registration step in the address', () => {
  it('makes each step a history entry, so Back goes to the step before instead of leaving', async () => {
    const router = createMemoryRouter([{ path: '/register/:tripId', element: <Steps /> }], {
      initialEntries: ['/', '/register/1?step=code'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('shown: code')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'details' }).click());
    expect(screen.getByText('shown: details')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=details');

    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/register/1');
    expect(screen.getByText('shown: code')).toBeTruthy();
  });

  it('shows where the draft is while the address names no step, or one that does not exist', () => {
    const router = createMemoryRouter([{ path: '/register/:tripId', element: <Steps /> }], {
      initialEntries: ['/register/1?step=payment'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('shown: where the draft is')).toBeTruthy();
  });
});
