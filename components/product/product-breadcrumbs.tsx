import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PAGE_PATHS } from '@/data/routes';

/** Home › Shop › the design: its page's trail, and the editor's preview of that page. */
export function ProductBreadcrumbs({ name }: { name: string }) {
  return (
    <Breadcrumbs
      crumbs={[
        { label: 'Home', href: PAGE_PATHS.home },
        { label: 'Shop', href: PAGE_PATHS.shop },
        { label: name },
      ]}
    />
  );
}
