import { categoryPath } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { ALL_DESIGNS_VIEW } from '@/lib/catalog';
import { listingMetadata } from '@/lib/seo/listing-metadata';
import { catalogListing } from '@/lib/shop-listing';
import { legacyCategoryLinkScript } from '@/lib/shop-url-scripts';
import { ShopListing } from '@/components/shop/shop-listing';
import { Container } from '@/components/ui/container';
import { InlineScript } from '@/components/ui/inline-script';

function allDesigns() {
  const view = catalogListing().views.find((shopView) => shopView.key === ALL_DESIGNS_VIEW);
  if (!view) throw new Error('The shop has no view of every design');
  return view;
}

export const metadata = listingMetadata(allDesigns(), 1);

/** Where an old `/shop?category=…` link is sent: each category's name, in lower case, to its page. */
const LEGACY_CATEGORY_LINKS = Object.fromEntries(
  CATEGORIES.map((category) => [category.toLowerCase(), categoryPath(category)]),
);

export default function ShopPage() {
  return (
    <Container className="py-10 sm:py-14">
      {/* First, so a link to a category in the old form leaves before the whole collection is read. */}
      <InlineScript code={legacyCategoryLinkScript(LEGACY_CATEGORY_LINKS)} />
      <ShopListing view={allDesigns()} page={1} />
    </Container>
  );
}
