'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';
import { iconButton } from '@/components/ui/button-styles';
import { NavLinks } from './nav-links';

const MENU_ID = 'mobile-menu';

/**
 * The phone-width menu: a toggle that opens a stacked list of the nav links. It is a native popover, so it
 * opens, closes on Escape or a tap outside, and returns focus, from the first paint and with JavaScript off.
 * Once hydrated, this island also closes it when a link or Back/Forward changes the page.
 */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  const menuRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const closeMenu = () => menuRef.current?.hidePopover?.();

  useEffect(() => {
    // Not on the first run: a menu the shopper opened before hydration stays open.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    menuRef.current?.hidePopover?.();
  }, [pathname]);

  return (
    <div className="group/menu md:hidden">
      <button type="button" popoverTarget={MENU_ID} aria-label="Menu" className={iconButton}>
        {/* Drawn here rather than with ui/ControlIcon: this island is on every page, and the two extra
            modules would add 0.2 KiB to each (measured), which / and /cart cannot spare. */}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="group-has-[:popover-open]/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-has-[:popover-open]/menu:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-cream p-0 text-ink shadow-lg"
      >
        <NavLinks
          links={links}
          className="mx-auto flex max-w-6xl flex-col px-4 py-2"
          linkClassName="block rounded-lg px-3 py-3 text-lg font-bold hover:bg-blush aria-[current=page]:text-brand-dark"
          onNavigate={closeMenu}
        />
      </nav>
    </div>
  );
}
