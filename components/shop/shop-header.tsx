import { PAGE_PATHS } from '@/data/routes';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ShopView } from '@/lib/catalog';

/** A shop view's heading and the line under it; a category's breadcrumbs above them (Home › Shop › Humor). */
export function ShopHeader({ view }: { view: ShopView }) {
  return (
    <header className="flex flex-col gap-3">
      {view.category && (
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: PAGE_PATHS.home },
            { label: 'Shop', href: PAGE_PATHS.shop },
            { label: view.category },
          ]}
        />
      )}
      <h1 className="text-4xl text-ink sm:text-5xl">{view.heading}</h1>
      <p className="max-w-2xl text-lg text-muted">{view.intro}</p>
    </header>
  );
}
