import type { ReactNode } from 'react';
import type { Product } from '@/data/types';
import { shopCategoryLinks } from '@/lib/catalog';
import { ProductCard } from './product-card';
import { ShopBrowser } from './shop-browser';

/**
 * A page of the shop: /shop with every design, or a category's page with its own. The heading and its
 * line, then the category chips, the sort and the grid of cards (components/shop/shop-browser.tsx).
 */
export function ShopListing({
  path,
  title,
  intro,
  products,
  above,
}: {
  /** The page's own path: its chip is the current one. */
  path: string;
  title: string;
  intro: string;
  products: readonly Product[];
  /** Shown above the heading (a category's breadcrumbs). */
  above?: ReactNode;
}) {
  const entries = products.map((product, index) => ({
    id: product.id,
    price: product.price,
    // The first card's image is the page's largest paint on phones: it must not wait for hydration.
    card: <ProductCard product={product} imagePriority={index === 0} />,
  }));

  return (
    <>
      <header className="flex flex-col gap-3">
        {above}
        <h1 className="text-4xl text-ink sm:text-5xl">{title}</h1>
        <p className="max-w-2xl text-lg text-muted">{intro}</p>
      </header>
      <ShopBrowser entries={entries} categories={shopCategoryLinks()} currentHref={path} />
    </>
  );
}
