import { categoryPath } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { ALL_DESIGNS_VIEW, getAllProducts } from '@/lib/catalog';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { legacyCategoryLinkScript } from '@/lib/shop-url-scripts';
import { ShopListing } from '@/components/shop/shop-listing';
import { Container } from '@/components/ui/container';
import { InlineScript } from '@/components/ui/inline-script';

export const metadata = contentPageMetadata('shop', {
  description: `Browse all ${getAllProducts().length} zip-access nursing sweatshirts: mama humor, vintage badges, florals, tarot and typography. Filter by category and sort by price or newest.`,
  imageAlt: 'A row of Milk & Mischief nursing sweatshirts with humorous and vintage prints',
});

/** Where an old `/shop?category=…` link is sent: each category's name, in lower case, to its page. */
const LEGACY_CATEGORY_LINKS = Object.fromEntries(
  CATEGORIES.map((category) => [category.toLowerCase(), categoryPath(category)]),
);

export default function ShopPage() {
  return (
    <Container className="py-10 sm:py-14">
      {/* First, so a link to a category in the old form leaves before the whole collection is read. */}
      <InlineScript code={legacyCategoryLinkScript(LEGACY_CATEGORY_LINKS)} />
      <ShopListing view={ALL_DESIGNS_VIEW} />
    </Container>
  );
}
