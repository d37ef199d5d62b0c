'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';

/**
 * The current page's link is underlined, not only tinted: a tint alone is color alone (about 1.1:1 against the
 * header), and a contrast theme (forced colors) removes it.
 */
const CURRENT_PAGE_MARK = 'decoration-2 underline-offset-4 aria-[current=page]:underline';

export function NavLinks({
  links,
  className,
  linkClassName,
}: {
  links: NavLink[];
  className: string;
  linkClassName: string;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={`${linkClassName} ${CURRENT_PAGE_MARK}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
