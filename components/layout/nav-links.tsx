'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';

/**
 * The current page's link in a contrast theme (forced colors), which drops the tint and text color that mark
 * it otherwise: underlined there.
 */
const CURRENT_IN_CONTRAST_THEME =
  'decoration-2 underline-offset-4 forced-colors:aria-[current=page]:underline';

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
              className={`${linkClassName} ${CURRENT_IN_CONTRAST_THEME}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
