import type { Metadata } from 'next';
import { PAGE_PATHS, categoryPath } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { getAllProducts } from '@/lib/catalog';
import { shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { legacyCategoryLinkScript } from '@/lib/shop-url-scripts';
import { ShopListing } from '@/components/shop/shop-listing';
import { Container } from '@/components/ui/container';
import { InlineScript } from '@/components/ui/inline-script';

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

/** Where an old `/shop?category=…` link is sent: each category's name, in lower case, to its page. */
const LEGACY_CATEGORY_LINKS = Object.fromEntries(
  CATEGORIES.map((category) => [category.toLowerCase(), categoryPath(category)]),
);

export default function ShopPage() {
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      {/* First, so a link to a category in the old form leaves before the whole collection is read. */}
      <InlineScript code={legacyCategoryLinkScript(LEGACY_CATEGORY_LINKS)} />
      <ShopListing
        path={PAGE_PATHS.shop}
        title={TITLE}
        intro={SUBTITLE}
        products={getAllProducts()}
      />
    </Container>
  );
}
