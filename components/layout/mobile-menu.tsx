import { Menu, X } from 'lucide';
import type { NavLink } from '@/data/site';
import { Icon } from '@/components/ui/icon';
import { iconButtonVariants } from '@/components/ui/icon-button-variants';
import { CloseMenuOnNavigation } from './close-menu-on-navigation';
import { NavLinks } from './nav-links';

const MENU_ID = 'mobile-menu';

/**
 * The phone-width menu: a native popover, so it opens, closes on Escape or a tap outside, and returns focus
 * from the first paint and with JavaScript off. Rendered on the server; the only script is the island that
 * closes it when a link or Back/Forward changes the page.
 */
export function MobileMenu({ links }: { links: NavLink[] }) {
  return (
    <div className="group/menu md:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Menu"
        className={iconButtonVariants()}
      >
        <Icon icon={Menu} className="size-6 group-has-[:popover-open]/menu:hidden" />
        <Icon icon={X} className="hidden size-6 group-has-[:popover-open]/menu:block" />
      </button>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-cream p-0 text-ink shadow-lg"
      >
        <NavLinks
          links={links}
          className="mx-auto flex max-w-6xl flex-col px-4 py-2"
          linkClassName="block rounded-lg px-3 py-3 text-lg font-bold hover:bg-blush aria-[current=page]:text-brand-dark"
        />
      </nav>
      <CloseMenuOnNavigation menuId={MENU_ID} />
    </div>
  );
}
