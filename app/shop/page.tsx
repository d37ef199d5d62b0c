import type { Metadata } from 'next';
import { getAllProducts } from '@/lib/catalog';
import { shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductCard } from '@/components/shop/product-card';
import { ShopBrowser } from '@/components/shop/shop-browser';
import { Container } from '@/components/ui/container';
import { PAGE_PATHS } from '@/data/routes';

const TITLE = 'Shop the Collection';
const SUBTITLE =
  'Mama humor, vintage vibes and cozy comfort: zip-access nursing sweatshirts for feeding on demand and laughing anyway.';

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: `Browse all ${getAllProducts().length} zip-access nursing sweatshirts: mama humor, vintage badges, florals, tarot and typography. Filter by category and sort by price or newest.`,
  path: PAGE_PATHS.shop,
  image: shareImagePath('shop'),
  imageAlt: 'A row of Milk & Mischief nursing sweatshirts with humorous and vintage prints',
});

export default function ShopPage() {
  const entries = getAllProducts().map((product, index) => ({
    id: product.id,
    category: product.category,
    price: product.price,
    // The first card's image is the page's largest paint on phones: it must not wait for hydration.
    card: <ProductCard product={product} imagePriority={index === 0} />,
  }));

  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl text-ink sm:text-5xl">{TITLE}</h1>
        <p className="max-w-2xl text-lg text-muted">{SUBTITLE}</p>
      </header>
      <ShopBrowser entries={entries} />
    </Container>
  );
}
