import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AVAILABILITY_COPY } from '@/data/availability';
import { getProductById } from '@/lib/catalog';
import { ProductSummary } from '@/components/product/product-summary';

const milkBar = getProductById(3)!;

// Sold out, in the shop's words, right under the price: tests/e2e/product.spec.ts, on a product page.
describe('availability on the product page', () => {
  it('says what the product’s availability field says', () => {
    render(<ProductSummary product={{ ...milkBar, availability: 'InStock' }} />);
    expect(screen.getByText('In stock.').closest('p')).toHaveTextContent(
      `In stock. ${AVAILABILITY_COPY.InStock.detail}`,
    );
    expect(screen.queryByText(/Sold out/)).toBeNull();
  });
});
