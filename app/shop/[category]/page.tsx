import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CATEGORY_COPY } from '@/data/categories';
import { categoryPath, categorySlug } from '@/data/routes';
import { CATEGORIES, type Category } from '@/data/types';
import { getCategoryBySlug, getProductsInCategory } from '@/lib/catalog';
import { categoryShareKey, shareImagePath } from '@/lib/images';
import { categoryBreadcrumbJsonLd, collectionPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopListing } from '@/components/shop/shop-listing';
import { Container } from '@/components/ui/container';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

/** Every category's page is exported at build time; any other slug is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams(): { category: string }[] {
  return CATEGORIES.map((category) => ({ category: categorySlug(category) }));
}

async function categoryFromParams(params: CategoryPageProps['params']): Promise<Category> {
  const category = getCategoryBySlug((await params).category);
  if (!category) notFound();
  return category;
}

/** What a category's share image shows, for those who cannot see it. */
function categoryShareImageAlt(category: Category): string {
  const names = getProductsInCategory(category).map((product) => product.name);
  return `${category} nursing sweatshirts from Milk & Mischief: ${names.join(', ')}`;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = await categoryFromParams(params);
  const { title, description } = CATEGORY_COPY[category];
  return pageMetadata({
    title,
    description,
    path: categoryPath(category),
    image: shareImagePath(categoryShareKey(category)),
    imageAlt: categoryShareImageAlt(category),
  });
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = await categoryFromParams(params);
  const { title, description } = CATEGORY_COPY[category];
  const path = categoryPath(category);
  const products = getProductsInCategory(category);
  return (
    <Container className="py-6 sm:py-10">
      <JsonLd data={categoryBreadcrumbJsonLd(category)} />
      <JsonLd data={collectionPageJsonLd({ name: title, description, path, products })} />
      <ShopListing view={categorySlug(category)} />
    </Container>
  );
}
