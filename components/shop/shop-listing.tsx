import { getAllProducts, shopViews, type ShopViewKey } from '@/lib/catalog';
import { categorySlug } from '@/data/routes';
import { ProductCard } from './product-card';
import { ShopBrowser } from './shop-browser';

/**
 * A page of the shop: /shop, or a category's page. Each holds every design, so that any chip shows its
 * category at once, and shows its own view: every design on /shop, a category's on its page
 * (components/shop/shop-browser.tsx).
 */
export function ShopListing({ view }: { view: ShopViewKey }) {
  const products = getAllProducts();
  const views = shopViews();
  const own = views.find((shopView) => shopView.key === view);
  if (!own) throw new Error(`No shop view "${view}"`);
  // The first card the page shows: its image is the page's largest paint on phones, and must not wait for hydration.
  const firstShown = own.category
    ? products.find((product) => product.category === own.category)
    : products[0];

  return (
    <ShopBrowser
      entries={products.map((product) => ({
        id: product.id,
        price: product.price,
        view: categorySlug(product.category),
        card: <ProductCard product={product} imagePriority={product === firstShown} />,
      }))}
      views={views}
      ownView={own.key}
    />
  );
}
