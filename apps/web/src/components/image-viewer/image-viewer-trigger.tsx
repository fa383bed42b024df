import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { ImageViewerOptions } from './image-viewer-options.ts';

// The viewer's code is fetched on the first opening only: a screen with thumbnails does not pay for it up front.
const ImageViewer = lazy(() => import('./image-viewer.tsx').then((module) => ({ default: module.ImageViewer })));

type TriggerChildProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'data-image-viewer'?: string;
  'aria-haspopup'?: 'dialog';
};

export type ImageViewerTriggerProps = ImageViewerOptions & {
  /** The gallery image shown first; default 0. */
  startIndex?: number;
  /** The element marked for the viewer (a thumbnail button, a link to the full image…): a click on it opens. */
  children: ReactElement<TriggerChildProps>;
};

/**
 * Marks its one child for the image viewer (`data-image-viewer`, `aria-haspopup="dialog"`) and opens the viewer,
 * full screen, when the child is clicked. The child's own `onClick` runs first; calling `preventDefault()` in it
 * keeps the viewer closed. A click with a modifier key (open a link in a new tab…) is left to the browser.
 * The focus returns to the child when the viewer closes. Options are `ImageViewer`'s (see `image-viewer.tsx`).
 *
 * The child is a DOM element or a component that passes these props on to one (MUI's do; a component of ours
 * spreads them onto its button), best a button or a link, so the keyboard opens the viewer too.
 */
export function ImageViewerTrigger({ children, startIndex, ...options }: ImageViewerTriggerProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    children.props.onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpener(event.currentTarget);
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      {cloneElement(children, { 'data-image-viewer': '', 'aria-haspopup': 'dialog', onClick })}
      {requested ? (
        <Suspense fallback={null}>
          <ImageViewer
            {...options}
            open={open}
            startIndex={startIndex}
            returnFocusTo={opener}
            onClosed={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
