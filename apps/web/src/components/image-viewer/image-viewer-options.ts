/**
 * What a screen can ask of the image viewer. Light on purpose: `image-viewer-trigger.tsx` imports it without
 * pulling the viewer itself, which loads only when someone first opens it.
 */
export type ImageViewerOptions = {
  /** One image, or a gallery in the order it is browsed. */
  imageUrl: string | readonly string[];
  /** The text alternative: one for every image, or one per image (a missing entry reads as "Image"). */
  imageAlt?: string | readonly string[];
  /** The element the viewer is rendered into (a React portal); default `document.body`. */
  anchor?: HTMLElement | null;
  /** Fade in and out; default true (no fade when the user prefers reduced motion). */
  animation?: boolean;
  /** A download button; default true. */
  withDownload?: boolean;
  /** A close button; default true. */
  withClose?: boolean;
  /** The close button receives focus on open; default true (otherwise the dialog itself does). */
  withFocusOnClose?: boolean;
  /** Escape closes the viewer; default true. */
  withCloseOnEscape?: boolean;
  /** A click outside the image closes the viewer; default true (the specification's spelling). */
  closeOnClikOutside?: boolean;
  /** The same as `closeOnClikOutside`, correctly spelled; wins when both are given. */
  closeOnClickOutside?: boolean;
  /** The image's largest height, any CSS length; default '80vh'. */
  maxHeight?: string;
  /** The image's largest width, any CSS length; default '80vw'. */
  maxWidth?: string;
  /** The colour behind the image; default 'rgba(0, 0, 0, 0.8)'. */
  backdropColor?: string;
  /** The file name(s) a download is saved under; default the last part of the image's URL. */
  downloadName?: string | readonly string[];
};

/** How long the viewer stays in its closing state, fading out, before it leaves the page. */
export const IMAGE_VIEWER_CLOSING_MS = 500;

export const IMAGE_VIEWER_DEFAULTS = {
  animation: true,
  withDownload: true,
  withClose: true,
  withFocusOnClose: true,
  withCloseOnEscape: true,
  closeOnClickOutside: true,
  maxHeight: '80vh',
  maxWidth: '80vw',
  backdropColor: 'rgba(0, 0, 0, 0.8)',
} as const;

export type ResolvedImageViewerOptions = {
  images: readonly { url: string; alt: string | undefined; downloadName: string | undefined }[];
  anchor: HTMLElement | null | undefined;
  animation: boolean;
  withDownload: boolean;
  withClose: boolean;
  withFocusOnClose: boolean;
  withCloseOnEscape: boolean;
  closeOnClickOutside: boolean;
  maxHeight: string;
  maxWidth: string;
  backdropColor: string;
};

/** A value given once for all images, or per image, as the entry for image `index`. */
function entryFor(value: string | readonly string[] | undefined, index: number): string | undefined {
  if (typeof value === 'string') return value;
  return value?.[index];
}

/** The options with their defaults filled in, and the images paired with their texts. */
export function resolveImageViewerOptions(options: ImageViewerOptions): ResolvedImageViewerOptions {
  const urls = typeof options.imageUrl === 'string' ? [options.imageUrl] : options.imageUrl;
  const d = IMAGE_VIEWER_DEFAULTS;
  return {
    images: urls.map((url, index) => ({
      url,
      alt: entryFor(options.imageAlt, index)?.trim() || undefined,
      downloadName: entryFor(options.downloadName, index) || undefined,
    })),
    anchor: options.anchor,
    animation: options.animation ?? d.animation,
    withDownload: options.withDownload ?? d.withDownload,
    withClose: options.withClose ?? d.withClose,
    withFocusOnClose: options.withFocusOnClose ?? d.withFocusOnClose,
    withCloseOnEscape: options.withCloseOnEscape ?? d.withCloseOnEscape,
    closeOnClickOutside: options.closeOnClickOutside ?? options.closeOnClikOutside ?? d.closeOnClickOutside,
    maxHeight: options.maxHeight ?? d.maxHeight,
    maxWidth: options.maxWidth ?? d.maxWidth,
    backdropColor: options.backdropColor ?? d.backdropColor,
  };
}

/** `index` kept within a gallery of `count` images. */
export function clampImageIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}
