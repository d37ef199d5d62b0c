import { catalogListing } from '@/lib/shop-listing';
import { SORT_OPTIONS, isShopSort } from '@/lib/shop-query';

/**
 * The shop's lists as data, one file per view, sort and page (`/shop-data/humor/newest/2.json`), written at
 * build time: what the shop's island fetches for the cards a page does not hold (lib/shop-lists.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const EXTENSION = '.json';

export function generateStaticParams(): { view: string; sort: string; file: string }[] {
  return catalogListing()
    .pages()
    .flatMap(({ view, page }) =>
      SORT_OPTIONS.map(({ value: sort }) => ({
        view: view.key,
        sort,
        file: `${page}${EXTENSION}`,
      })),
    );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ view: string; sort: string; file: string }> },
): Promise<Response> {
  const { view: key, sort, file } = await params;
  const listing = catalogListing();
  const view = listing.views.find((shopView) => shopView.key === key);
  const page = Number(file.slice(0, -EXTENSION.length));
  if (
    !view ||
    !isShopSort(sort) ||
    !file.endsWith(EXTENSION) ||
    !(page >= 1 && page <= view.pageCount)
  ) {
    return new Response('No such list', { status: 404 });
  }
  return Response.json(listing.listData(view, sort, page));
}
