import Link from 'next/link';
import { NotFoundDetails } from '@/components/errors/not-found-details';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { SHOP_NAME } from '@/data/constants';
import { NOT_FOUND_SHARE_KEY, shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { NOT_FOUND_PATH, PAGE_PATHS } from '@/data/routes';

export const metadata = pageMetadata({
  title: 'Page Not Found',
  description: `This page does not exist. Head back to ${SHOP_NAME} for zip-access nursing sweatshirts.`,
  path: NOT_FOUND_PATH,
  image: shareImagePath(NOT_FOUND_SHARE_KEY),
  imageAlt: `${SHOP_NAME}: page not found`,
  noindex: 'not-found-page',
});

/** Every unknown path, exported as out/404.html (static hosts serve it with status 404). */
export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="relative overflow-hidden bg-blush">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-20 -left-24 size-72 rounded-full bg-sage/70" />
        <div className="absolute -right-20 -bottom-28 size-80 rounded-full bg-brand-soft" />
      </div>
      <Container
        width="2xl"
        className="relative flex flex-col items-center py-20 text-center md:py-28"
      >
        <p className="font-display text-8xl leading-none text-brand sm:text-9xl">404</p>
        <h1 id="not-found-title" className="mt-6 text-3xl text-ink sm:text-4xl">
          Oops! Page not found
        </h1>
        <NotFoundDetails />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={PAGE_PATHS.home} className={buttonVariants()}>
            Return to Home
          </Link>
          <Link href={PAGE_PATHS.shop} className={buttonVariants({ intent: 'secondary' })}>
            Browse the Shop
          </Link>
        </div>
      </Container>
    </section>
  );
}
