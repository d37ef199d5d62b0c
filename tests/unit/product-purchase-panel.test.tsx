import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { Toaster } from '@/components/ui/toaster';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { WhyShopWithUs } from '@/components/product/why-shop-with-us';
import { SHARE_OUTCOME_ATTRIBUTE, SHARE_TITLE_ATTRIBUTE } from '@/lib/inline-loader/contract';
import { SIZES } from '@/data/types';

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

function renderPanel() {
  return render(
    <>
      <PurchasePanel
        productName="Milk Bar Sweatshirt"
        price={39.99}
        colors={[{ value: 'Charcoal Gray', swatch: '#3f4247' }]}
        sizes={[...SIZES]}
      />
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

describe('PurchasePanel', () => {
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

  it('announces a share the inline loader made before hydration, without sharing again', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderPanel();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute(SHARE_TITLE_ATTRIBUTE, 'Milk Bar Sweatshirt');
    share.setAttribute(SHARE_OUTCOME_ATTRIBUTE, 'copied');
    await user.click(share);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
    expect(share).not.toHaveAttribute(SHARE_OUTCOME_ATTRIBUTE);

    // The next tap shares for itself.
    await user.click(share);
    expect(writeText).toHaveBeenCalledWith('http://localhost/products/milk-bar');
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
});

describe('Why Shop With Us', () => {
  it('promises free shipping over the threshold in whole dollars, as the spec words it', () => {
    render(<WhyShopWithUs />);
    expect(screen.getByText('Free shipping on orders over $50')).toBeInTheDocument();
  });
});
