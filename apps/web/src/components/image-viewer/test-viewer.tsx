/** The image viewer as its tests render and drive it (image-viewer.test.tsx, image-viewer-gallery.test.tsx). */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../test-utils.tsx';
import { ImageViewer, type ImageViewerProps } from './image-viewer.tsx';

export const GALLERY = ['/photos/eiffel.jpg', '/photos/louvre.jpg', '/photos/seine.jpg'];
export const ALTS = ['The Eiffel Tower', 'The Louvre', 'The Seine'];

type Options = Partial<ImageViewerProps> & { language?: 'el' | 'en'; fakeTimers?: boolean };

/** The viewer, open on the three-image gallery unless told otherwise, with a user who clicks and types. */
export function renderViewer({ language = 'en', fakeTimers = false, ...props }: Options = {}) {
  if (fakeTimers) vi.useFakeTimers();
  const i18n = createTestI18n(language);
  const onClosed = props.onClosed ?? vi.fn();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  const ui = (more: Partial<ImageViewerProps> = {}) => (
    <TestProviders i18n={i18n}>
      <ImageViewer imageUrl={GALLERY} imageAlt={ALTS} open {...props} {...more} onClosed={onClosed} />
    </TestProviders>
  );
  const result = render(ui());
  return { ...result, user, onClosed, rerender: (more: Partial<ImageViewerProps>) => result.rerender(ui(more)) };
}

export const dialog = () => screen.getByRole('dialog');
/** MUI's modal root, which the portal puts in the page body or the anchor, around the dialog. */
export const modalRoot = () => dialog().closest('.MuiModal-root') as HTMLElement;
export const image = () => within(dialog()).getByRole('img');
export const button = (name: string) => screen.getByRole('button', { name });
export const queryButton = (name: string) => screen.queryByRole('button', { name });
export const shownImage = () => image().getAttribute('src');

/** Lets the fade-in frame and any timers of `ms` run. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

export function swipe(from: number, to: number, { dy = 0, pointerId = 1 } = {}) {
  const target = image();
  fireEvent.pointerDown(target, { clientX: from, clientY: 300, pointerId, isPrimary: true });
  fireEvent.pointerUp(target, { clientX: to, clientY: 300 + dy, pointerId, isPrimary: true });
}
