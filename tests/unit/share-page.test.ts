import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sharePage } from '@/lib/share-page';

// What the shopper reads after each outcome (a toast, or nothing after the share sheet):
// product-purchase-panel.test.tsx; a tap before hydration: early-taps-loader.test.ts.
const PAGE = 'http://localhost/products/milk-bar';
const originalMatchMedia = window.matchMedia;

/** A browser with a share sheet that answers `answer`, on a touch screen or not, and a clipboard. */
function browser({ touch, answer }: { touch: boolean; answer: () => Promise<void> }) {
  const share = jest.fn<(data: ShareData) => Promise<void>>(answer);
  const writeText = jest.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.matchMedia = ((query: string) => ({
    matches: touch && query === '(pointer: coarse)',
  })) as typeof window.matchMedia;
  return { share, writeText };
}

const refusal = (name: string) => () => Promise.reject(new DOMException('No share', name));

beforeEach(() => window.history.replaceState(null, '', '/products/milk-bar?size=M#reviews'));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  window.matchMedia = originalMatchMedia;
});

describe('sharePage', () => {
  it('opens the share sheet on a touch screen, with the title and the page address', async () => {
    const { share, writeText } = browser({ touch: true, answer: async () => {} });
    await expect(sharePage('Milk Bar Sweatshirt')).resolves.toBe('shared');
    expect(share.mock.calls).toEqual([[{ title: 'Milk Bar Sweatshirt', url: PAGE }]]);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link on a computer, even where the browser has a share sheet', async () => {
    const { share, writeText } = browser({ touch: false, answer: async () => {} });
    await expect(sharePage('Milk Bar Sweatshirt')).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(writeText.mock.calls).toEqual([[PAGE]]);
  });

  it('copies nothing when the shopper closes the share sheet', async () => {
    const { writeText } = browser({ touch: true, answer: refusal('AbortError') });
    await expect(sharePage('Milk Bar Sweatshirt')).resolves.toBe('closed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails other than by being closed', async () => {
    const { writeText } = browser({ touch: true, answer: refusal('NotAllowedError') });
    await expect(sharePage('Milk Bar Sweatshirt')).resolves.toBe('copied');
    expect(writeText.mock.calls).toEqual([[PAGE]]);
  });
});
