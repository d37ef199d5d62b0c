'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/data/site';
import { iconButton } from '@/components/ui/buttonStyles';
import { NavLinks } from './NavLinks';

/** The phone-width menu: a toggle that opens a stacked list of the nav links. Closes on a link, Escape or navigation. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so any navigation (a link, back, forward) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const setOpen = (isOpen: boolean) => setOpenOnPath(isOpen ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpenOnPath(null);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className={iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
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
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-cream shadow-lg"
      >
        <NavLinks
          links={links}
          className="mx-auto flex max-w-6xl flex-col px-4 py-2"
          linkClassName="block rounded-lg px-3 py-3 text-lg font-bold hover:bg-blush aria-[current=page]:text-brand-dark"
          onNavigate={() => setOpen(false)}
        />
      </nav>
    </div>
  );
}
