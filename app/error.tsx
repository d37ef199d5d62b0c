'use client';

import { Suspense, lazy, useEffect } from 'react';

// The screen is fetched only when a route fails, rather than with every page. Should that fetch fail too
// (the network is what broke), the error reaches app/global-error.tsx, which needs no download.
const ErrorScreen = lazy(() =>
  import('@/components/errors/error-screen').then((module) => ({ default: module.ErrorScreen })),
);

/** A route that throws while rendering shows this inside the site's header and footer. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} onRetry={retry} />
    </Suspense>
  );
}
