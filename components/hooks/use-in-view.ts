'use client';

import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** Grows the viewport by this margin, e.g. '100px' to react before the element scrolls in. */
  rootMargin?: string;
  /** Stop watching once the element has been in view (a lazy load needs only the first time). */
  once?: boolean;
  /** What to report before the first observation. */
  initialInView?: boolean;
  /** Do not observe (the answer stays `initialInView`). */
  skip?: boolean;
}

/** Whether `ref`'s element is within the viewport (grown by `rootMargin`), kept up to date as it scrolls. */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false, initialInView = false, skip = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(initialInView);
  useEffect(() => {
    const element = ref.current;
    if (!element || skip) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Oldest first: a busy page can be handed several at once (out of the margin when first observed,
        // then scrolled in), and only the latest says where the element is now.
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once, skip]);
  return inView;
}
