'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Closes the mobile menu (a popover, which stays open across a client-side navigation) when one of its
 * links is chosen, and when Back/Forward changes the page.
 */
export function CloseMenuOnNavigation({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const menu = document.getElementById(menuId);
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) menu?.hidePopover?.();
    };
    menu?.addEventListener('click', closeOnLink);
    return () => menu?.removeEventListener('click', closeOnLink);
  }, [menuId]);

  useEffect(() => {
    // Not on the first run: a menu the shopper opened before hydration stays open.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(menuId)?.hidePopover?.();
  }, [menuId, pathname]);

  return null;
}
