// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, dialog, renderViewer, shownImage, swipe } from './test-viewer.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ImageViewer: a gallery and its downloads', () => {
  describe('gallery index', () => {
    it('starts at 0 with previous disabled, moves by one, and disables next on the last image', async () => {
      const { user } = renderViewer();
      expect(button('Previous image')).toBeDisabled();
      expect(button('Next image')).toBeEnabled();

      await user.click(button('Next image'));
      expect(shownImage()).toBe('/photos/louvre.jpg');
      expect(dialog()).toHaveAccessibleName('Image 2 of 3: The Louvre');
      expect(button('Previous image')).toBeEnabled();

      await user.click(button('Next image'));
      expect(shownImage()).toBe('/photos/seine.jpg');
      expect(button('Next image')).toBeDisabled();
      expect(dialog()).toHaveTextContent('3 / 3');

      await user.click(button('Previous image'));
      expect(shownImage()).toBe('/photos/louvre.jpg');
    });

    it('never goes past either end, by button or arrow key', async () => {
      const { user } = renderViewer();
      await user.keyboard('{ArrowLeft}');
      expect(shownImage()).toBe('/photos/eiffel.jpg');
      await user.keyboard('{ArrowRight}');
      expect(shownImage()).toBe('/photos/louvre.jpg');
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(shownImage()).toBe('/photos/seine.jpg');
      await user.click(button('Next image'));
      expect(shownImage()).toBe('/photos/seine.jpg');
      await user.keyboard('{ArrowLeft}');
      expect(shownImage()).toBe('/photos/louvre.jpg');
    });

    it('starts at startIndex, kept within the gallery', () => {
      const { unmount } = renderViewer({ startIndex: 2 });
      expect(shownImage()).toBe('/photos/seine.jpg');
      expect(button('Next image')).toBeDisabled();
      unmount();
      renderViewer({ startIndex: 10 });
      expect(shownImage()).toBe('/photos/seine.jpg');
    });

    it('announces the new image to screen readers', async () => {
      const { user } = renderViewer();
      await user.click(button('Next image'));
      const live = dialog().querySelector('[aria-live="polite"]');
      expect(live).toHaveTextContent('Image 2 of 3: The Louvre');
    });

    it('moves by a horizontal swipe of 50 px or more: left to the next image, right to the previous', () => {
      renderViewer();
      swipe(300, 200);
      expect(shownImage()).toBe('/photos/louvre.jpg');
      swipe(300, 240);
      expect(shownImage()).toBe('/photos/seine.jpg');
      swipe(300, 100);
      expect(shownImage()).toBe('/photos/seine.jpg');
      swipe(100, 200);
      expect(shownImage()).toBe('/photos/louvre.jpg');
      expect(dialog()).toHaveAttribute('data-state', 'open');
    });

    it('ignores short and mostly vertical moves', () => {
      renderViewer();
      swipe(300, 270);
      expect(shownImage()).toBe('/photos/eiffel.jpg');
      swipe(300, 220, { dy: 120 });
      expect(shownImage()).toBe('/photos/eiffel.jpg');
    });

    it('does not take the click that ends a mouse swipe on the backdrop for a click outside', () => {
      renderViewer();
      fireEvent.pointerDown(dialog(), { clientX: 400, clientY: 300, pointerId: 2, isPrimary: true });
      fireEvent.pointerUp(dialog(), { clientX: 250, clientY: 310, pointerId: 2, isPrimary: true });
      fireEvent.click(dialog());
      expect(shownImage()).toBe('/photos/louvre.jpg');
      expect(dialog()).toHaveAttribute('data-state', 'open');
      fireEvent.pointerDown(dialog(), { clientX: 10, clientY: 10, pointerId: 3, isPrimary: true });
      fireEvent.pointerUp(dialog(), { clientX: 10, clientY: 10, pointerId: 3, isPrimary: true });
      fireEvent.click(dialog());
      expect(dialog()).toHaveAttribute('data-state', 'closing');
    });
  });

  describe('download', () => {
    function stubDownload(response: () => Promise<Response>) {
      const fetch = vi.fn(response);
      vi.stubGlobal('fetch', fetch);
      const createObjectURL = vi.fn(() => 'blob:voyage/1');
      const revokeObjectURL = vi.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const clicks: { href: string; download: string }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push({ href: this.href, download: this.download });
      });
      return { fetch, clicks, createObjectURL };
    }

    it('fetches the shown image with the page’s own credentials and saves it under its file name', async () => {
      const { fetch, clicks } = stubDownload(
        async () => new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } }),
      );
      const { user } = renderViewer();
      await user.click(button('Next image'));
      await user.click(button('Download'));
      await vi.waitFor(() => expect(clicks).toHaveLength(1));
      expect(fetch).toHaveBeenCalledWith('/photos/louvre.jpg', { credentials: 'same-origin' });
      expect(clicks[0]).toEqual({ href: 'blob:voyage/1', download: 'louvre.jpg' });
      expect(dialog()).toHaveAttribute('data-state', 'open');
    });

    it('saves under downloadName when given, one per image or one for all', async () => {
      const { clicks } = stubDownload(
        async () => new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
      );
      const { user, unmount } = renderViewer({ downloadName: ['tower.jpg', 'museum.jpg', 'river.jpg'], startIndex: 2 });
      await user.click(button('Download'));
      await vi.waitFor(() => expect(clicks).toHaveLength(1));
      expect(clicks[0]?.download).toBe('river.jpg');
      unmount();
      const second = renderViewer({ imageUrl: 'data:image/svg+xml,%3Csvg%2F%3E', downloadName: undefined });
      await second.user.click(button('Download'));
      await vi.waitFor(() => expect(clicks).toHaveLength(2));
      expect(clicks[1]?.download).toBe('image.svg');
    });

    it('only warns when the download fails, and stays open', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error');
      stubDownload(async () => Promise.reject(new TypeError('Failed to fetch')));
      const { user } = renderViewer();
      await user.click(button('Download'));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not download the image', { error: 'TypeError' }));
      expect(error).not.toHaveBeenCalled();
      expect(dialog()).toHaveAttribute('data-state', 'open');
    });

    it('only warns when the server refuses the image', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { clicks } = stubDownload(async () => new Response('', { status: 404 }));
      const { user } = renderViewer();
      await user.click(button('Download'));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not download the image', { status: 404 }));
      expect(clicks).toEqual([]);
    });
  });
});
