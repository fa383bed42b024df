import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../data/visually-hidden.ts';
import { downloadImage } from './download-image.ts';
import {
  IMAGE_VIEWER_CLOSING_MS,
  clampImageIndex,
  resolveImageViewerOptions,
  type ImageViewerOptions,
} from './image-viewer-options.ts';

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

/** A horizontal move at least this long (CSS px), and longer than the vertical one, is a swipe. */
export const SWIPE_MIN_PX = 50;

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), [tabindex]:not([tabindex="-1"])';

// White on a dark translucent disc: readable on any backdrop colour and over the image; 48 px to tap on a phone.
const controlSx = {
  width: 48,
  height: 48,
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'common.white', outlineOffset: 2 },
  // A disabled button still catches the tap, so tapping it never counts as a click outside the image.
  '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.35)', bgcolor: 'rgba(0, 0, 0, 0.3)', pointerEvents: 'auto' },
} satisfies SxProps<Theme>;

function closestInside(target: EventTarget, selector: string, root: HTMLElement): boolean {
  const hit = target instanceof Element ? target.closest(selector) : null;
  return hit !== null && root.contains(hit);
}

/**
 * A full-screen viewer for one image or a gallery, announced as a modal dialog ("Image 2 of 3: …").
 *
 * - States: `open`, then `closing` for 500 ms while it fades out (clicks pass through it then), then removed
 *   (`onClosed`). Closed by the close button, Escape (`withCloseOnEscape`), a click anywhere but the image and
 *   the buttons (`closeOnClickOutside`, alias `closeOnClikOutside`), or by the owner setting `open` to false.
 * - Fades in and out through a CSS opacity transition. Without animation (`animation={false}`, or when the user
 *   prefers reduced motion) nothing fades and the closing state lasts 0 ms: the viewer leaves on the next tick.
 * - Gallery: previous and next buttons (disabled at the first and the last image), ArrowLeft and ArrowRight, and a
 *   horizontal swipe of at least 50 px (touch, pen or mouse); the index moves by one and never past either end.
 * - Focus: on open the close button (`withFocusOnClose`, else the dialog itself); Tab and Shift+Tab cycle inside;
 *   on close the focus returns to `returnFocusTo`, or to whatever had it before. The page behind does not scroll.
 * - Download fetches the image (same-origin credentials) and saves it under `downloadName`; a failure only warns.
 * - Rendered through a portal into `anchor` (default `document.body`), fixed over the whole viewport.
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
  const swipe = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const swiped = useRef(false);

  const active = phase === 'open' && count > 0;
  const shown = phase !== 'closed' && count > 0;
  const current = clampImageIndex(index, count);

  // The closing state, then removal.
  const finishClosing = useEffectEvent(() => {
    setPhase('closed');
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

  // Focus moves in on open, stays inside while open, and goes back on close.
  const focusInside = useEffectEvent(() => {
    const before = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const target = withFocusOnClose && closeRef.current ? closeRef.current : rootRef.current;
    target?.focus();
    return before;
  });
  useEffect(() => {
    if (!active) return;
    const before = focusInside();
    const keepFocusInside = (event: FocusEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (before?.isConnected) before.focus();
    };
  }, [active]);

  // The page behind does not scroll while the viewer covers it.
  useEffect(() => {
    if (!shown) return;
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = overflow;
    };
  }, [shown]);

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

  const close = () => {
    if (active) setPhase('closing');
  };
  const go = (step: number) => {
    if (active) setIndex((value) => clampImageIndex(clampImageIndex(value, count) + step, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The viewer is modal: keys pressed in it are not for the screen behind (nor an enclosing dialog).
    event.stopPropagation();
    if (!active) return;
    if (event.key === 'Escape') {
      if (withCloseOnEscape) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      const root = event.currentTarget;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items.at(-1);
      const focused = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (focused === first || focused === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && focused === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (!active || !closeOnClickOutside) return;
    if (closestInside(event.target, 'img, button', event.currentTarget)) return;
    close();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    swipe.current = event.isPrimary ? { x: event.clientX, y: event.clientY, pointerId: event.pointerId } : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true; // The click that may follow a mouse drag is part of the swipe, not a click outside.
    go(dx < 0 ? 1 : -1);
  };

  const opacity = active && (entered || !animate) ? 1 : 0;

  return createPortal(
    <Box
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      data-state={active ? 'open' : 'closing'}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipe.current = null;
      }}
      style={{
        backgroundColor: settings.backdropColor,
        opacity,
        transition: animate ? `opacity ${IMAGE_VIEWER_CLOSING_MS}ms ease` : 'none',
        pointerEvents: active ? undefined : 'none',
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'flex',
        flexDirection: 'column',
        color: 'common.white',
        outline: 'none',
        touchAction: 'pan-y pinch-zoom',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, minHeight: 64 }}>
        {isGallery ? (
          <Typography
            aria-hidden
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              bgcolor: 'rgba(0, 0, 0, 0.55)',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {t('imageViewer.counter', position)}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {withDownload ? (
          <IconButton
            aria-label={t('imageViewer.download')}
            onClick={() => void downloadImage(image.url, image.downloadName)}
            sx={controlSx}
          >
            <DownloadIcon />
          </IconButton>
        ) : null}
        {withClose ? (
          <IconButton ref={closeRef} aria-label={t('imageViewer.close')} onClick={close} sx={controlSx}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </Box>
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
          <>
            <IconButton
              ref={previousRef}
              aria-label={t('imageViewer.previous')}
              disabled={current === 0}
              onClick={() => go(-1)}
              sx={[
                controlSx,
                { position: 'absolute', top: '50%', left: { xs: 4, sm: 16 }, transform: 'translateY(-50%)' },
              ]}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              ref={nextRef}
              aria-label={t('imageViewer.next')}
              disabled={current === count - 1}
              onClick={() => go(1)}
              sx={[
                controlSx,
                { position: 'absolute', top: '50%', right: { xs: 4, sm: 16 }, transform: 'translateY(-50%)' },
              ]}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {isGallery ? (
        <Box aria-live="polite" sx={visuallyHidden}>
          {label}
        </Box>
      ) : null}
    </Box>,
    settings.anchor ?? document.body,
  );
}
