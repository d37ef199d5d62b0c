import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { InlineScript } from '@/components/ui/inline-script';

/**
 * An inline script of the exported HTML stays in the page once React has hydrated it: taking it out is a
 * change to the page for nothing (components/ui/inline-script.tsx). A page React renders itself (a
 * client-side navigation) has none.
 */

const CODE = 'window.__read = true';
const page = (
  <div>
    <InlineScript code={CODE} />
    <span>after</span>
  </div>
);

it('keeps the script the page was read with, the same element, after hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const written = container.querySelector('script');
  expect(written?.textContent).toBe(CODE);

  await act(async () => {
    hydrateRoot(container, page);
  });

  expect(container.querySelector('script')).toBe(written);
  expect(container.innerHTML).toBe(`<div><script>${CODE}</script><span>after</span></div>`);
  container.remove();
});

it('renders no script where React renders the page itself', async () => {
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(page);
  });
  expect(container.innerHTML).toBe('<div><span>after</span></div>');
});
