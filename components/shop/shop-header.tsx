import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ShopView } from '@/lib/catalog';
import { listingCrumbs } from '@/lib/listing-page';

/**
 * A shop view's heading and the line under it; above them its trail, on a category's page and on every later
 * page (Home › Shop › Humor, Home › Shop › Humor › Page 2).
 */
export function ShopHeader({ view, page }: { view: ShopView; page: number }) {
  const crumbs = listingCrumbs(view, page);
  return (
    <header className="flex flex-col gap-3">
      {crumbs.length > 0 && (
        <Breadcrumbs crumbs={crumbs.map(({ label, path }) => ({ label, href: path }))} />
      )}
      <h1 className="text-4xl text-ink sm:text-5xl">{view.heading}</h1>
      <p className="max-w-2xl text-lg text-muted">{view.intro}</p>
    </header>
  );
}
