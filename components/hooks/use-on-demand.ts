'use client';

import { useCallback, useState } from 'react';

/**
 * A module fetched on demand (`load` is an `import()`), held in state once it has arrived, so the component
 * renders it directly. Not React.lazy: a boundary that suspends is revealed up to 300 ms late (React
 * throttles fallback reveals), which measured as a 0.45 s pause between a tap and its dialog.
 */
export function useOnDemand<Module>(load: () => Promise<Module>): [Module | null, () => void] {
  const [loaded, setLoaded] = useState<Module | null>(null);
  const request = useCallback(() => {
    void load().then((module) => setLoaded(() => module));
  }, [load]);
  return [loaded, request];
}
