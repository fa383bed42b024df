// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, button, dialog, image, modalRoot, queryButton, renderViewer, shownImage } from './test-viewer.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ImageViewer', () => {
  it('is a modal dialog named after the image it shows, with its position in the gallery', () => {
    renderViewer();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Image 1 of 3: The Eiffel Tower');
    expect(image()).toHaveAttribute('alt', 'The Eiffel Tower');
    expect(shownImage()).toBe('/photos/eiffel.jpg');
    expect(dialog()).toHaveTextContent('1 / 3');
  });

  it('reads "Image n of m" when the images have no text of their own, and speaks Greek in Greek', () => {
    const { unmount } = renderViewer({ imageAlt: undefined });
    expect(dialog()).toHaveAccessibleName('Image 1 of 3');
    expect(image()).toHaveAttribute('alt', 'Image 1 of 3');
    unmount();
    renderViewer({ language: 'el' });
    expect(dialog()).toHaveAccessibleName('Εικόνα 1 από 3: The Eiffel Tower');
    expect(button('Κλείσιμο')).toBeInTheDocument();
    expect(button('Λήψη')).toBeInTheDocument();
    expect(button('Επόμενη εικόνα')).toBeInTheDocument();
  });

  it('shows a single image without previous, next or a counter', () => {
    renderViewer({ imageUrl: '/photos/eiffel.jpg', imageAlt: 'The Eiffel Tower' });
    expect(dialog()).toHaveAccessibleName('The Eiffel Tower');
    expect(queryButton('Previous image')).not.toBeInTheDocument();
    expect(queryButton('Next image')).not.toBeInTheDocument();
    expect(dialog()).not.toHaveTextContent('1 / 1');
    expect(button('Download')).toBeInTheDocument();
    expect(button('Close')).toBeInTheDocument();
  });

  it('names a single image without a text "Image"', () => {
    renderViewer({ imageUrl: '/photos/eiffel.jpg', imageAlt: undefined });
    expect(dialog()).toHaveAccessibleName('Image');
  });

  it('renders nothing while not open', () => {
    renderViewer({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('states: open, closing for 500 ms, removed', () => {
    it('fades in, then fades out for 500 ms when closed, then leaves the page and says so once', () => {
      const { onClosed } = renderViewer({ fakeTimers: true });
      expect(dialog()).toHaveAttribute('data-state', 'open');
      expect(dialog().style.transition).toBe('opacity 500ms ease');
      expect(dialog()).toHaveStyle({ opacity: '0' });
      advance(20);
      expect(dialog()).toHaveStyle({ opacity: '1' });

      fireEvent.click(button('Close'));
      expect(dialog()).toHaveAttribute('data-state', 'closing');
      expect(dialog()).toHaveStyle({ opacity: '0' });
      advance(499);
      expect(dialog()).toBeInTheDocument();
      expect(onClosed).not.toHaveBeenCalled();
      advance(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClosed).toHaveBeenCalledTimes(1);
    });

    it('ignores clicks and keys while closing', () => {
      const { onClosed } = renderViewer({ fakeTimers: true });
      fireEvent.keyDown(dialog(), { key: 'Escape' });
      expect(dialog()).toHaveAttribute('data-state', 'closing');
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
      fireEvent.keyDown(dialog(), { key: 'Escape' });
      expect(shownImage()).toBe('/photos/eiffel.jpg');
      expect(dialog().style.pointerEvents).toBe('none');
      advance(500);
      expect(onClosed).toHaveBeenCalledTimes(1);
    });

    it('closes the same way when its owner sets open to false, and opens again at startIndex', () => {
      const { rerender, onClosed } = renderViewer({ fakeTimers: true, startIndex: 1 });
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
      expect(shownImage()).toBe('/photos/seine.jpg');
      rerender({ open: false });
      expect(dialog()).toHaveAttribute('data-state', 'closing');
      advance(500);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClosed).toHaveBeenCalledTimes(1);

      rerender({ open: true });
      expect(dialog()).toHaveAttribute('data-state', 'open');
      expect(shownImage()).toBe('/photos/louvre.jpg');
    });

    it('without animation neither fades nor lingers: the closing state lasts 0 ms', () => {
      const { onClosed } = renderViewer({ fakeTimers: true, animation: false });
      expect(dialog().style.transition).toBe('none');
      expect(dialog()).toHaveStyle({ opacity: '1' });
      fireEvent.click(button('Close'));
      expect(dialog()).toHaveAttribute('data-state', 'closing');
      advance(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClosed).toHaveBeenCalledTimes(1);
    });

    it('does not fade for a user who prefers reduced motion', () => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
        })),
      );
      renderViewer({ fakeTimers: true });
      expect(dialog().style.transition).toBe('none');
      fireEvent.click(button('Close'));
      advance(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps the page behind from scrolling while it is on screen', () => {
      document.body.style.overflow = 'auto';
      renderViewer({ fakeTimers: true });
      expect(document.body.style.overflow).toBe('hidden');
      fireEvent.click(button('Close'));
      expect(document.body.style.overflow).toBe('hidden');
      advance(500);
      expect(document.body.style.overflow).toBe('auto');
      document.body.style.overflow = '';
    });
  });

  describe('closing by Escape and by a click outside the image', () => {
    it('closes on Escape by default, and not when withCloseOnEscape is false', async () => {
      const { user, unmount } = renderViewer();
      await user.keyboard('{Escape}');
      expect(dialog()).toHaveAttribute('data-state', 'closing');
      unmount();
      const second = renderViewer({ withCloseOnEscape: false });
      await second.user.keyboard('{Escape}');
      expect(dialog()).toHaveAttribute('data-state', 'open');
    });

    it('keeps Escape from reaching the screen behind it', () => {
      const behind = vi.fn();
      document.addEventListener('keydown', behind);
      renderViewer({ withCloseOnEscape: false });
      fireEvent.keyDown(button('Close'), { key: 'Escape' });
      document.removeEventListener('keydown', behind);
      expect(behind).not.toHaveBeenCalled();
    });

    it('closes on a click outside the image by default, never on the image itself', async () => {
      const { user } = renderViewer();
      await user.click(image());
      expect(dialog()).toHaveAttribute('data-state', 'open');
      await user.click(button('Next image'));
      expect(dialog()).toHaveAttribute('data-state', 'open');
      await user.click(image().parentElement as HTMLElement);
      expect(dialog()).toHaveAttribute('data-state', 'closing');
    });

    it('closes on a click on the backdrop itself', async () => {
      const { user } = renderViewer();
      await user.click(dialog());
      expect(dialog()).toHaveAttribute('data-state', 'closing');
    });

    it('does not count a tap on a disabled arrow as a click outside', () => {
      renderViewer();
      fireEvent.click(button('Previous image'));
      expect(dialog()).toHaveAttribute('data-state', 'open');
    });

    it.each([
      [{ closeOnClikOutside: false }, 'open'],
      [{ closeOnClickOutside: false }, 'open'],
      [{ closeOnClikOutside: true }, 'closing'],
      [{ closeOnClickOutside: true }, 'closing'],
      [{ closeOnClikOutside: false, closeOnClickOutside: true }, 'closing'],
      [{ closeOnClikOutside: true, closeOnClickOutside: false }, 'open'],
    ] as const)('with %o a click outside leaves it %s', async (options, state) => {
      const { user } = renderViewer(options);
      await user.click(dialog());
      expect(dialog()).toHaveAttribute('data-state', state);
    });
  });

  describe('buttons', () => {
    it('hides the close button when withClose is false and the download button when withDownload is false', () => {
      const { unmount } = renderViewer({ withClose: false });
      expect(queryButton('Close')).not.toBeInTheDocument();
      expect(button('Download')).toBeInTheDocument();
      unmount();
      renderViewer({ withDownload: false });
      expect(queryButton('Download')).not.toBeInTheDocument();
      expect(button('Close')).toBeInTheDocument();
    });

    it('makes every button at least 44 px, for a finger on a phone', () => {
      renderViewer();
      for (const control of screen.getAllByRole('button', { hidden: true })) {
        const style = getComputedStyle(control);
        expect(parseFloat(style.width)).toBeGreaterThanOrEqual(44);
        expect(parseFloat(style.height)).toBeGreaterThanOrEqual(44);
      }
    });
  });

  describe('focus', () => {
    it('gives the close button the focus on open (withFocusOnClose)', () => {
      renderViewer();
      expect(button('Close')).toHaveFocus();
    });

    it('gives the dialog itself the focus when withFocusOnClose is false, or there is no close button', () => {
      const { unmount } = renderViewer({ withFocusOnClose: false });
      expect(dialog()).toHaveFocus();
      unmount();
      renderViewer({ withClose: false });
      expect(dialog()).toHaveFocus();
    });

    it('keeps Tab and Shift+Tab inside: from the last control to the first and back', async () => {
      const { user } = renderViewer({ startIndex: 1 });
      expect(button('Close')).toHaveFocus();
      await user.tab();
      expect(button('Previous image')).toHaveFocus();
      await user.tab();
      expect(button('Next image')).toHaveFocus();
      await user.tab();
      expect(button('Download')).toHaveFocus();
      await user.tab({ shift: true });
      expect(button('Next image')).toHaveFocus();
    });

    it('keeps Tab inside when no control can take the focus', async () => {
      const { user } = renderViewer({ imageUrl: '/photos/eiffel.jpg', withClose: false, withDownload: false });
      await user.tab();
      expect(dialog()).toHaveFocus();
      await user.tab({ shift: true });
      expect(dialog()).toHaveFocus();
    });

    it('brings the focus back when something outside takes it', () => {
      const outside = document.createElement('button');
      document.body.append(outside);
      renderViewer();
      act(() => outside.focus());
      expect(dialog()).toHaveFocus();
      outside.remove();
    });

    it('hands the focus to the other arrow when the focused one becomes disabled at an end', async () => {
      const { user } = renderViewer({ startIndex: 1 });
      button('Next image').focus();
      await user.keyboard('{Enter}');
      expect(button('Next image')).toBeDisabled();
      expect(button('Previous image')).toHaveFocus();
    });

    it('gives the focus back to the element that had it before opening once closed', () => {
      const before = document.createElement('button');
      document.body.append(before);
      before.focus();
      renderViewer({ fakeTimers: true });
      expect(button('Close')).toHaveFocus();
      fireEvent.click(button('Close'));
      advance(500);
      expect(before).toHaveFocus();
      before.remove();
    });
  });

  describe('where and how it is drawn', () => {
    it('renders into the page body by default, full screen', () => {
      renderViewer();
      expect(modalRoot().parentElement).toBe(document.body);
      expect(dialog()).toHaveStyle({ position: 'fixed' });
    });

    it('renders into the anchor element when given one', () => {
      const anchor = document.createElement('div');
      document.body.append(anchor);
      const { unmount } = renderViewer({ anchor });
      expect(anchor).toContainElement(dialog());
      expect(modalRoot().parentElement).toBe(anchor);
      unmount();
      anchor.remove();
    });

    it('fits the image within 80vh by 80vw on a semi-transparent black backdrop by default', () => {
      renderViewer();
      expect(image()).toHaveStyle({ maxHeight: '80vh', maxWidth: '80vw' });
      expect(dialog()).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0.8)' });
    });

    it('applies maxHeight, maxWidth and backdropColor', () => {
      renderViewer({ maxHeight: '60vh', maxWidth: '300px', backdropColor: 'rgb(20, 48, 107)' });
      expect(image()).toHaveStyle({ maxHeight: '60vh', maxWidth: '300px' });
      expect(dialog()).toHaveStyle({ backgroundColor: 'rgb(20, 48, 107)' });
    });
  });
});
