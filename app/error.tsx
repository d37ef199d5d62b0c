'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';

/** A route that throws while rendering shows this inside the site's header and footer. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return <ErrorScreen error={error} onRetry={retry} />;
}
