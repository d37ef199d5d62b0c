'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { NOT_FOUND_LOG_PREFIX } from '@/data/not-found';
import { PRODUCT_PATH_PREFIX } from '@/data/routes';

// The pathname never changes while this page is shown, so there is nothing to subscribe to.
const subscribe = () => () => {};
const currentPath = () => window.location.pathname;
// The exported 404.html is built without a path: it renders the generic text, and the browser fills in the rest.
const noPathOnServer = () => '';

/**
 * The part of the 404 page that depends on the address the shopper tried: it logs that path, and an
 * unknown product link says 'Product not found'.
 */
export function NotFoundDetails() {
  const path = useSyncExternalStore(subscribe, currentPath, noPathOnServer);

  useEffect(() => {
    console.error(NOT_FOUND_LOG_PREFIX, window.location.pathname);
  }, []);

  if (path.startsWith(PRODUCT_PATH_PREFIX)) {
    return (
      <div className="mt-6">
        <p className="font-display text-2xl text-brand-dark">Product not found</p>
        <p className="mt-3 text-lg text-muted">
          That design is not in our collection, or its link has changed. The rest of the collection
          is one tap away.
        </p>
      </div>
    );
  }
  return (
    <p className="mt-6 text-lg text-muted">
      This page wandered off, probably looking for a burp cloth. Let’s get you back somewhere cozy.
    </p>
  );
}
