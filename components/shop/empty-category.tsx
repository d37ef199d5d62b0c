import Link from 'next/link';
import { CATEGORY_COPY } from '@/data/categories';
import { PAGE_PATHS } from '@/data/routes';
import type { Category } from '@/data/types';
import { listingCrumbs } from '@/lib/listing-page';
import { buttonVariants } from '@/components/ui/button-variants';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

/**
 * The page of a category that holds no design today (the owner moved its last one away): it says so and
 * leads to the whole collection, rather than showing other categories' designs under its name. Its chip is
 * gone from the shop, it is out of the sitemap and kept out of search results (its metadata says noindex),
 * and an old link to it still lands here, not on the 404 page.
 */
export function EmptyCategory({ category }: { category: Category }) {
  const crumbs = listingCrumbs({ label: category, href: PAGE_PATHS.shop, category }, 1);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs crumbs={crumbs.map(({ label, path }) => ({ label, href: path }))} />
        <h1 className="text-4xl text-ink sm:text-5xl">{CATEGORY_COPY[category].title}</h1>
      </header>
      <p role="status" className="max-w-2xl text-lg text-muted">
        No {category} designs right now: new ones are on their way. Meanwhile, the whole collection
        is a tap away.
      </p>
      <Link href={PAGE_PATHS.shop} className={buttonVariants({ className: 'self-start' })}>
        Browse All Designs
      </Link>
    </div>
  );
}
