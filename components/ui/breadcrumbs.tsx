import Link from 'next/link';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** A trail such as Home › Shop › product, the last one being the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {crumb.href ? (
              <Link
                href={crumb.href}
                // A trail back is rarely followed at once: not worth prefetching on every product view.
                prefetch={false}
                className="inline-flex min-h-6 items-center rounded px-1 underline-offset-4 hover:text-brand-dark hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="px-1 font-bold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
