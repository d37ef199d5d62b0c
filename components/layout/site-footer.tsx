import Link from 'next/link';
import { CONTACT_EMAIL, SHOP_NAME, SHOP_TAGLINE } from '@/data/constants';
import { FOOTER_QUICK_LINKS, FOOTER_SUPPORT_ITEMS } from '@/data/site';
import { Container } from '@/components/ui/container';
import { BrandMark } from './brand-mark';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-night text-on-night">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 font-display text-xl">
            <BrandMark />
            {SHOP_NAME}
          </p>
          <p className="mt-3 max-w-sm text-on-night/85">{SHOP_TAGLINE}</p>
          <p className="mt-4 text-on-night/85">
            Questions?{' '}
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-block py-1 font-bold text-on-band underline underline-offset-4"
            >
              {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-bold tracking-widest text-on-night/85 uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-3 space-y-1">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-block py-1.5 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-bold tracking-widest text-on-night/85 uppercase">
            Support
          </h2>
          <ul className="mt-3 space-y-1">
            {FOOTER_SUPPORT_ITEMS.map((item) => (
              <li key={item} className="py-1.5 text-on-night/85">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-on-night/15">
        <Container className="py-5">
          <p className="text-sm text-on-night/85">
            © {new Date().getFullYear()} {SHOP_NAME}. Made for moms who feed on demand.
          </p>
        </Container>
      </div>
    </footer>
  );
}
