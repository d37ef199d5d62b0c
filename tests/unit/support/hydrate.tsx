import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Renders `ui` as the server would, lets `beforeHydration` act on that HTML as a shopper does before the
 * page's scripts arrive (check a radio, pick an option), then hydrates it, as the browser will.
 */
export function hydrateAfter(
  ui: ReactElement,
  beforeHydration: (container: HTMLElement) => void,
): RenderResult {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  beforeHydration(container);
  return render(ui, { container, hydrate: true });
}
