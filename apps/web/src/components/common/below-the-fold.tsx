import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the window a part starts loading, so it is usually drawn by the time it is scrolled to. */
const LOAD_AHEAD = '200px';

type BelowTheFoldProps = {
  /** Shown until the part comes near the window, and while its code loads: a skeleton of its size. */
  placeholder: ReactNode;
  /** The part itself, typically drawn by a `lazyPart` component, so its code is fetched only when needed. */
  children: ReactNode;
  /**
   * Fetches the part's code (a `lazyPart`'s `preload`) as soon as the part comes near, while its data loads, so
   * it is usually there by the time the data is, and the part draws without a Suspense fallback.
   */
  preload?: () => Promise<unknown>;
};

/**
 * A part of a screen below the fold (the dashboard's charts and tables): rendered, and its lazy code
 * fetched, once it comes within 200 px of the window, so the screen's first view loads none of it
 * (docs/architecture.md#the-web-app). Scrolling, or moving the keyboard focus down the page, brings it
 * in; where there is no IntersectionObserver it renders at once.
 */
export function BelowTheFold({ placeholder, children, preload }: BelowTheFoldProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    // A failure is not handled here: rendering the part throws it to the error boundary.
    if (near) preload?.().catch(() => undefined);
  }, [near, preload]);
  if (!near) return <div ref={marker}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
