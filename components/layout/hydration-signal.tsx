'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/inline-loader/contract';

/**
 * Tells the inline loader that React is live, so it can replay the taps it recorded before. Rendered last in
 * the root layout: effects run in tree order, so by the time this one runs every island on the page has run
 * its own mount effects (read the URL, the DOM) and a replayed tap meets a ready handler.
 */
export function HydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
