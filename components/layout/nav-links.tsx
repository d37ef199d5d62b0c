'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';

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
              className={linkClassName}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
