// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { ImageViewerTrigger, type ImageViewerTriggerProps } from './image-viewer-trigger.tsx';

// Counts how often the viewer's own module is loaded: it must wait for the first opening.
const viewerModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./image-viewer.tsx', async (importOriginal) => {
  viewerModule.loads += 1;
  return importOriginal<typeof import('./image-viewer.tsx')>();
});

const GALLERY = ['/photos/eiffel.jpg', '/photos/louvre.jpg', '/photos/seine.jpg'];

function renderTrigger(
  props: Partial<ImageViewerTriggerProps> = {},
  onClick?: (event: { preventDefault(): void }) => void,
) {
  return renderWithProviders(
    <>
      <ImageViewerTrigger imageUrl={GALLERY} imageAlt={['The Eiffel Tower', 'The Louvre', 'The Seine']} {...props}>
        <button type="button" onClick={onClick}>
          Paris photos
        </button>
      </ImageViewerTrigger>
      <button type="button">Elsewhere</button>
    </>,
  );
}

const thumbnail = () => screen.getByRole('button', { name: 'Paris photos' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageViewerTrigger', () => {
  it('marks its child for the viewer and loads nothing more until it is clicked', () => {
    renderTrigger();
    expect(thumbnail()).toHaveAttribute('data-image-viewer');
    expect(thumbnail()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewerModule.loads).toBe(0);
  });

  it('opens the viewer, loaded on demand, when the marked element is clicked', async () => {
    const { user } = renderTrigger();
    await user.click(thumbnail());
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 3: The Eiffel Tower' });
    expect(viewerModule.loads).toBe(1);
    expect(dialog.closest('.MuiModal-root')?.parentElement).toBe(document.body);
    // The focus moves in once the opened viewer's effects have run, which may be just after it is shown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('opens at startIndex and passes the options on', async () => {
    const { user } = renderTrigger({ startIndex: 2, withDownload: false, backdropColor: 'rgb(1, 2, 3)' });
    await user.click(thumbnail());
    const dialog = await screen.findByRole('dialog', { name: 'Image 3 of 3: The Seine' });
    expect(dialog).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('gives the focus back to the marked element once closed, and opens again on the next click', async () => {
    const { user } = renderTrigger({ animation: false, startIndex: 1 });
    await user.click(thumbnail());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail()).toHaveFocus();

    await user.click(thumbnail());
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Image 2 of 3: The Louvre');
  });

  it('closes after the 500 ms closing state with the default animation', async () => {
    const { user } = renderTrigger();
    await user.click(thumbnail());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(thumbnail()).toHaveFocus();
  });

  it('runs the child’s own click handler first, which can keep the viewer closed', async () => {
    const own = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderTrigger({}, own);
    await user.click(thumbnail());
    expect(own).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const handled: boolean[] = [];
    const record = (event: MouseEvent) => handled.push(event.defaultPrevented);
    document.addEventListener('click', record);
    const { user } = renderTrigger();
    await user.keyboard('{Control>}');
    await user.click(thumbnail());
    await user.keyboard('{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(thumbnail());
    document.removeEventListener('click', record);
    expect(handled).toEqual([false, true]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens from the keyboard too, since the marked element is a button', async () => {
    const { user } = renderTrigger({ imageUrl: '/photos/eiffel.jpg', imageAlt: 'The Eiffel Tower' });
    thumbnail().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'The Eiffel Tower' })).toBeInTheDocument();
  });
});
