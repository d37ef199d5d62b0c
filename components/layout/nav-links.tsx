'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';

/** The header's links, marking the current page. `onNavigate` lets the mobile menu close itself. */
export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: NavLink[];
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
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
              className={linkClassName}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
