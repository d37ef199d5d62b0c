import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { Toaster } from '@/components/ui/toaster';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { OUT_OF_STOCK_DIALOG_ID, SIZE_GUIDE_DIALOG_ID } from '@/components/product/product-dialogs';
import { SIZES } from '@/data/types';
import { hydrateAfter } from './support/hydrate';

class InViewIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const realMatchMedia = window.matchMedia;

function panel() {
  return (
    <PurchasePanel
      productName="Milk Bar Sweatshirt"
      price={39.99}
      colors={[{ value: 'Charcoal Gray', swatch: '#3f4247' }]}
      sizes={[...SIZES]}
    />
  );
}

function renderPanel() {
  return render(
    <>
      {panel()}
      <Toaster />
    </>,
  );
}

function addToCart() {
  return screen.getByRole('button', { name: /^Add to Cart - / });
}

beforeEach(() => {
  toast.remove();
  window.IntersectionObserver =
    InViewIntersectionObserver as unknown as typeof IntersectionObserver;
  window.history.replaceState(null, '', '/products/milk-bar');
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  delete (navigator as Partial<Navigator>).share;
});

describe('PurchasePanel', () => {
  it('starts at quantity 1 with minus disabled, and the button shows price × quantity to 2 decimals', async () => {
    const user = userEvent.setup();
    renderPanel();
    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const minus = within(stepper).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(stepper).getByRole('button', { name: 'Increase quantity' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(addToCart()).toHaveTextContent('Add to Cart - $39.99');

    await user.click(plus);
    await user.click(plus);
    expect(within(stepper).getByText('3')).toBeInTheDocument();
    expect(addToCart()).toHaveTextContent('Add to Cart - $119.97');
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Quantity 3')).toBeInTheDocument();
  });

  it('Add to Cart and Size Guide open their dialogs by the browser’s own commands, needing no script', () => {
    renderPanel();
    expect(addToCart()).toHaveAttribute('commandfor', OUT_OF_STOCK_DIALOG_ID);
    expect(addToCart()).toHaveAttribute('command', 'show-modal');
    const sizeGuide = screen.getByRole('button', { name: 'Size Guide' });
    expect(sizeGuide).toHaveAttribute('commandfor', SIZE_GUIDE_DIALOG_ID);
    expect(sizeGuide).toHaveAttribute('command', 'show-modal');
  });

  it('never goes below 1 and has no maximum', async () => {
    const user = userEvent.setup();
    renderPanel();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(minus);
    await user.click(minus);
    expect(addToCart()).toHaveTextContent('Add to Cart - $39.99');
    for (let i = 0; i < 11; i += 1) await user.click(plus);
    expect(addToCart()).toHaveTextContent('Add to Cart - $479.88');
    await user.click(minus);
    expect(addToCart()).toHaveTextContent('Add to Cart - $439.89');
  });

  it('starts on the first color and no size; choosing a size checks it', async () => {
    const user = userEvent.setup();
    renderPanel();
    const colors = screen.getByRole('radiogroup', { name: 'Color' });
    expect(within(colors).getByRole('radio', { name: 'Charcoal Gray' })).toBeChecked();
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    const radios = within(sizes).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...SIZES]);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);

    await user.click(within(sizes).getByRole('radio', { name: 'M' }));
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
  });

  it('keeps a size chosen before hydration, also when the panel renders again', async () => {
    const user = userEvent.setup();
    hydrateAfter(panel(), (serverHtml) => {
      serverHtml.querySelector<HTMLInputElement>('input[name="size"][value="L"]')!.click();
    });
    const large = screen.getByRole('radio', { name: 'L' });
    expect(large).toBeChecked();
    // The radios hold the choice themselves: React never writes a copy back over it.
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(addToCart()).toHaveTextContent('Add to Cart - $79.98');
    expect(large).toBeChecked();
  });

  it('on a computer, Share copies the page link and says so', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/products/milk-bar');
  });

  it('shows the link in an error toast when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
    expect(
      screen.getByText('Copy it from here: http://localhost/products/milk-bar'),
    ).toBeInTheDocument();
  });

  it('on a phone, Share opens the system share sheet with the title and link', async () => {
    const user = userEvent.setup();
    const share = jest.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(pointer: coarse)',
    })) as typeof window.matchMedia;
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Milk Bar Sweatshirt',
      url: 'http://localhost/products/milk-bar',
    });
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
