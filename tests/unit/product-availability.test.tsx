import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AVAILABILITY_COPY } from '@/data/availability';
import { getProductById } from '@/lib/catalog';
import { ProductSummary } from '@/components/product/product-summary';

const milkBar = getProductById(3)!;

describe('availability on the product page', () => {
  it('tells the shopper under the price that the product is sold out, and what to tap', () => {
    render(<ProductSummary product={milkBar} />);
    const line = screen.getByText(/^Sold out for now\./).closest('p');
    expect(line).toHaveTextContent(
      "Sold out for now. The 3 a.m. shoppers beat you to it. Tap Add to Cart, leave your email, and we'll ping you the minute it's back.",
    );
    // Right after the price, before the description.
    expect(line?.previousElementSibling).toHaveTextContent('Price: $39.99');
    expect(line?.nextElementSibling).toHaveTextContent(milkBar.description);
  });

  it('says what the product’s availability field says', () => {
    render(<ProductSummary product={{ ...milkBar, availability: 'InStock' }} />);
    expect(screen.getByText('In stock.').closest('p')).toHaveTextContent(
      `In stock. ${AVAILABILITY_COPY.InStock.detail}`,
    );
    expect(screen.queryByText(/Sold out/)).toBeNull();
  });
});
