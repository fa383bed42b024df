import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../data/visually-hidden.ts';
import { downloadImage } from './download-image.ts';
import { ViewerArrows, ViewerToolbar } from './image-viewer-controls.tsx';
import {
  IMAGE_VIEWER_CLOSING_MS,
  clampImageIndex,
  resolveImageViewerOptions,
  type ImageViewerOptions,
} from './image-viewer-options.ts';
import { useSwipe } from './use-swipe.ts';

export type ImageViewerProps = ImageViewerOptions & {
  /** Shown while true; turning false starts the closing state. */
  open: boolean;
  /** The gallery image shown first on each opening; default 0 (kept within the gallery). */
  startIndex?: number;
  /** Called once the viewer has left the page, however it was closed: the owner sets `open` to false. */
  onClosed(): void;
  /** Gets the focus back after closing; default the element that had it when the viewer opened. */
  returnFocusTo?: HTMLElement | null;
};

type Phase = 'open' | 'closing' | 'closed';

function closestInside(target: EventTarget, selector: string, root: HTMLElement): boolean {
  const hit = target instanceof Element ? target.closest(selector) : null;
  return hit !== null && root.contains(hit);
}

/**
 * A full-screen viewer for one image or a gallery, announced as a modal dialog ("Image 2 of 3: …"), on MUI's
 * `Modal`: its portal (into `anchor`, default `document.body`), focus trap, Escape, scroll lock and focus return.
 *
 * - States: `open`, then `closing` for 500 ms while it fades out (clicks pass through it then), then removed
 *   (`onClosed`). Closed by the close button, Escape (`withCloseOnEscape`), a click anywhere but the image and
 *   the buttons (`closeOnClickOutside`, alias `closeOnClikOutside`), or by the owner setting `open` to false.
 * - Fades in and out through a CSS opacity transition. Without animation (`animation={false}`, or when the user
 *   prefers reduced motion) nothing fades and the closing state lasts 0 ms: the viewer leaves on the next tick.
 * - Gallery: previous and next buttons (disabled at the first and the last image), ArrowLeft and ArrowRight, and a
 *   horizontal swipe of at least 50 px (touch, pen or mouse); the index moves by one and never past either end.
 * - Focus: on open the close button (`withFocusOnClose`, else the dialog itself); Tab and Shift+Tab cycle inside;
 *   once removed the focus returns to `returnFocusTo`, or to whatever had it before. The page behind does not
 *   scroll.
 * - Download fetches the image (same-origin credentials) and saves it under `downloadName`; a failure only warns.
 *
 * Screens open it through `ImageViewerTrigger`, which loads this module only on the first opening.
 */
export function ImageViewer({ open, startIndex = 0, onClosed, returnFocusTo, ...options }: ImageViewerProps) {
  const { t } = useTranslation('components');
  const settings = resolveImageViewerOptions(options);
  const { images, withClose, withDownload, withFocusOnClose, withCloseOnEscape, closeOnClickOutside } = settings;
  const count = images.length;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const animate = settings.animation && !reducedMotion;
  const closingMs = animate ? IMAGE_VIEWER_CLOSING_MS : 0;

  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const [index, setIndex] = useState(() => clampImageIndex(startIndex, count));
  const [entered, setEntered] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPhase('open');
      setIndex(clampImageIndex(startIndex, count));
      setEntered(false);
    } else if (phase === 'open') {
      setPhase('closing');
    }
  }

  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const active = phase === 'open' && count > 0;
  const shown = phase !== 'closed' && count > 0;
  const current = clampImageIndex(index, count);

  const close = () => {
    if (active) setPhase('closing');
  };
  const go = (step: number) => {
    if (active) setIndex((value) => clampImageIndex(clampImageIndex(value, count) + step, count));
  };
  const swipe = useSwipe(go);

  // The closing state, then removal; the modal gives the focus back as it leaves, or `returnFocusTo` takes it.
  const finishClosing = useEffectEvent(() => {
    setPhase('closed');
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    onClosed();
  });
  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => finishClosing(), closingMs);
    return () => clearTimeout(timer);
  }, [phase, closingMs]);

  // Fade in: the first frame is painted at opacity 0, then the transition runs to 1.
  useEffect(() => {
    if (!active || !animate) return;
    rootRef.current?.getBoundingClientRect();
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [active, animate]);

  // A button disabled under the focus (next, on reaching the last image) hands the focus to the other one.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.disabled && rootRef.current?.contains(focused)) {
      (focused === nextRef.current ? previousRef.current : nextRef.current)?.focus();
    }
  }, [current]);

  if (!shown) return null;

  const image = images[current] ?? { url: '', alt: undefined, downloadName: undefined };
  const isGallery = count > 1;
  const position = { index: current + 1, count };
  const label = isGallery
    ? image.alt
      ? t('imageViewer.dialogLabelWithAlt', { ...position, alt: image.alt })
      : t('imageViewer.dialogLabel', position)
    : (image.alt ?? t('imageViewer.image'));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The viewer is modal: keys pressed in it are not for the screen behind (nor an enclosing dialog).
    event.stopPropagation();
    if (active && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    event.stopPropagation();
    // The click that may end a mouse drag is part of the swipe, not a click outside.
    if (swipe.wasSwipe() || !active || !closeOnClickOutside) return;
    if (closestInside(event.target, 'img, button', event.currentTarget)) return;
    close();
  };

  const opacity = active && (entered || !animate) ? 1 : 0;

  return (
    <Modal
      open
      container={settings.anchor ?? undefined}
      hideBackdrop
      disableEnforceFocus={!active}
      disableRestoreFocus={Boolean(returnFocusTo)}
      onClose={(_event, reason) => (reason === 'escapeKeyDown' && withCloseOnEscape ? close() : undefined)}
      onKeyDown={onKeyDown}
      slotProps={{ root: { style: { pointerEvents: active ? undefined : 'none' } } }}
    >
      <Box
        ref={rootRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-state={active ? 'open' : 'closing'}
        onClick={onClick}
        {...swipe.handlers}
        style={{
          backgroundColor: settings.backdropColor,
          opacity,
          transition: animate ? `opacity ${IMAGE_VIEWER_CLOSING_MS}ms ease` : 'none',
          pointerEvents: active ? undefined : 'none',
        }}
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          color: 'common.white',
          outline: 'none',
          touchAction: 'pan-y pinch-zoom',
          userSelect: 'none',
          WebkitTapHighlightColor: 'transparent',
        }}
      >
        <ViewerToolbar
          counter={isGallery ? t('imageViewer.counter', position) : null}
          onDownload={withDownload ? () => void downloadImage(image.url, image.downloadName) : undefined}
          onClose={withClose ? close : undefined}
          closeRef={closeRef}
          focusClose={withFocusOnClose}
        />
        <Box
          sx={{
            position: 'relative',
            flex: 1,
            minHeight: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 1, sm: 9 },
            pb: 2,
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt={image.alt ?? label}
            draggable={false}
            style={{ maxHeight: settings.maxHeight, maxWidth: settings.maxWidth }}
            sx={{ display: 'block', width: 'auto', height: 'auto', objectFit: 'contain', borderRadius: 1 }}
          />
          {isGallery ? (
            <ViewerArrows
              isFirst={current === 0}
              isLast={current === count - 1}
              onMove={go}
              previousRef={previousRef}
              nextRef={nextRef}
            />
          ) : null}
        </Box>
        {isGallery ? (
          <Box aria-live="polite" sx={visuallyHidden}>
            {label}
          </Box>
        ) : null}
      </Box>
    </Modal>
  );
}
