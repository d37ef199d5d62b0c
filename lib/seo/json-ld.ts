/**
 * Structured data (schema.org JSON-LD) for search engines, built from the catalog and the business constants.
 * Pure functions: the pages render their results with components/seo/json-ld.tsx.
 *
 * Google's product snippets and merchant listings read: name, image, offers (one Offer with price and
 * currency; never AggregateOffer), aggregateRating, review. The shipping and return rules live once on the
 * Organization and are repeated on each Offer, as Google reads them from either place.
 */
import type {
  BreadcrumbList,
  CollectionPage,
  ItemAvailability,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Organization,
  Product as ProductSchema,
  QuantitativeValue,
  Review,
  ShippingDeliveryTime,
  ShippingService,
  UnitPriceSpecification,
  WebSite,
  WithContext,
} from 'schema-dts';
import {
  CURRENCY,
  FREE_SHIPPING_THRESHOLD,
  HANDLING_BUSINESS_DAYS,
  RATING_OUT_OF,
  RETURN_DAYS,
  SHIPPING_FEE,
  SHOP_NAME,
  SHOP_TAGLINE,
  CONTACT_EMAIL,
  TRANSIT_BUSINESS_DAYS,
} from '@/data/constants';
import type { Availability, Product } from '@/data/types';
import { PRODUCT_IMAGE_WIDTHS, widestImage } from '@/lib/images';
import { roundToCents } from '@/lib/money';
import { LOGO_PATH } from './icons';
import { absoluteUrl } from './site-url';
import { PAGE_PATHS, productPath } from '@/data/routes';

/** Where we ship and accept returns from; prices are in USD. */
const SHIPPING_COUNTRY = 'US';

/** Who the clothes are for: the audience Google's merchant listings read. */
const PRODUCT_AUDIENCE = 'nursing mothers';

/** A machine-readable price: 39.99 → '39.99'. (Display prices go through lib/money's formatMoney.) */
export function schemaPrice(amount: number): string {
  return roundToCents(amount).toFixed(2);
}

/** 'OutOfStock' → 'https://schema.org/OutOfStock'. The product page shows the same field (data/availability). */
function schemaAvailability(availability: Availability): ItemAvailability {
  return `https://schema.org/${availability}`;
}

/** 'MM-007': the stock-keeping unit of product 7. */
function productSku(id: number): string {
  return `MM-${String(id).padStart(3, '0')}`;
}

const organizationId = () => absoluteUrl('/#organization');
const websiteId = () => absoluteUrl('/#website');
const returnPolicyId = () => absoluteUrl('/#return-policy');
const shippingServiceId = () => absoluteUrl('/#shipping');

function money(value: number): { '@type': 'MonetaryAmount'; value: string; currency: string } {
  return { '@type': 'MonetaryAmount', value: schemaPrice(value), currency: CURRENCY };
}

const destination = { '@type': 'DefinedRegion', addressCountry: SHIPPING_COUNTRY } as const;

/** The 30-day return window. */
function returnPolicy(): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    '@id': returnPolicyId(),
    applicableCountry: SHIPPING_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
  };
}

/**
 * The shipping rule: free on orders of FREE_SHIPPING_THRESHOLD or more, otherwise SHIPPING_FEE.
 * Where both conditions apply Google takes the cheaper, so the paid one needs no upper bound.
 */
function shippingService(): ShippingService {
  return {
    '@type': 'ShippingService',
    '@id': shippingServiceId(),
    name: 'Standard shipping',
    description: `Free shipping on orders over $${FREE_SHIPPING_THRESHOLD}, otherwise a flat ${schemaPrice(SHIPPING_FEE)} ${CURRENCY}.`,
    shippingConditions: [
      {
        '@type': 'ShippingConditions',
        shippingDestination: destination,
        orderValue: {
          '@type': 'MonetaryAmount',
          minValue: FREE_SHIPPING_THRESHOLD,
          currency: CURRENCY,
        },
        shippingRate: money(0),
      },
      {
        '@type': 'ShippingConditions',
        shippingDestination: destination,
        shippingRate: money(SHIPPING_FEE),
      },
    ],
  };
}

function businessDayRange(days: { min: number; max: number }): QuantitativeValue {
  return { '@type': 'QuantitativeValue', minValue: days.min, maxValue: days.max, unitCode: 'DAY' };
}

/**
 * How long an order takes: handling as the product page promises ('Ships within 1-2 business days'), then
 * the carrier's transit, both in business days (Monday to Friday).
 */
function shippingDeliveryTime(): ShippingDeliveryTime {
  return {
    '@type': 'ShippingDeliveryTime',
    businessDays: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [
        'https://schema.org/Monday',
        'https://schema.org/Tuesday',
        'https://schema.org/Wednesday',
        'https://schema.org/Thursday',
        'https://schema.org/Friday',
      ],
    },
    handlingTime: businessDayRange(HANDLING_BUSINESS_DAYS),
    transitTime: businessDayRange(TRANSIT_BUSINESS_DAYS),
  };
}

/** Shipping for one item bought on its own: free when its price reaches the threshold, else the flat fee. */
export function offerShippingDetails(price: number): OfferShippingDetails {
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: destination,
    shippingRate: money(price >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE),
    deliveryTime: shippingDeliveryTime(),
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: SHOP_NAME,
    // Stryker disable next-line StringLiteral: absoluteUrl('') is absoluteUrl('/'), the home page, for every base
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    description: SHOP_TAGLINE,
    email: CONTACT_EMAIL,
    hasMerchantReturnPolicy: returnPolicy(),
    hasShippingService: shippingService(),
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(),
    name: SHOP_NAME,
    // Stryker disable next-line StringLiteral: absoluteUrl('') is absoluteUrl('/'), the home page, for every base
    url: absoluteUrl('/'),
    description: SHOP_TAGLINE,
    inLanguage: 'en-US',
    publisher: { '@id': organizationId() },
  };
}

interface BreadcrumbItem {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Home › Shop › the product. */
export function productBreadcrumbJsonLd(
  product: Pick<Product, 'name' | 'slug'>,
): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd([
    { name: 'Home', path: PAGE_PATHS.home },
    { name: 'Shop', path: PAGE_PATHS.shop },
    { name: product.name, path: productPath(product.slug) },
  ]);
}

/**
 * A category's page: its name, description and URL, and the list of the products it shows, in the order
 * its cards show them by default, each with its page and name.
 */
export function collectionPageJsonLd({
  name,
  description,
  path,
  products,
}: {
  name: string;
  description: string;
  path: string;
  products: readonly Pick<Product, 'name' | 'slug'>[];
}): WithContext<CollectionPage> {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    name,
    description,
    url,
    isPartOf: { '@id': websiteId() },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(productPath(product.slug)),
        name: product.name,
      })),
    },
  };
}

function strikethroughPrice(originalPrice: number): UnitPriceSpecification {
  return {
    '@type': 'UnitPriceSpecification',
    priceType: 'https://schema.org/StrikethroughPrice',
    price: schemaPrice(originalPrice),
    priceCurrency: CURRENCY,
  };
}

function productReview(review: Product['customerReviews'][number]): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: RATING_OUT_OF,
      worstRating: 1,
    },
    reviewBody: review.text,
    datePublished: review.date,
  };
}

export function productJsonLd(product: Product): WithContext<ProductSchema> {
  const url = absoluteUrl(productPath(product.slug));
  const color = product.colors.length === 1 ? product.colors[0] : product.colors;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    image: product.images.map((path) => absoluteUrl(widestImage(path, PRODUCT_IMAGE_WIDTHS))),
    sku: productSku(product.id),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    category: product.category,
    ...(color ? { color } : {}),
    size: [...product.sizes],
    audience: {
      '@type': 'PeopleAudience',
      suggestedGender: 'female',
      audienceType: PRODUCT_AUDIENCE,
    },
    // A design the owner has just added may have no reviews yet: search engines refuse a rating of none.
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: RATING_OUT_OF,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.customerReviews.length > 0
      ? { review: product.customerReviews.map(productReview) }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: schemaPrice(product.price),
      priceCurrency: CURRENCY,
      availability: schemaAvailability(product.availability),
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.originalPrice !== undefined && product.originalPrice > product.price
        ? { priceSpecification: strikethroughPrice(product.originalPrice) }
        : {}),
      shippingDetails: offerShippingDetails(product.price),
      hasMerchantReturnPolicy: returnPolicy(),
      seller: { '@type': 'Organization', '@id': organizationId(), name: SHOP_NAME },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: every '<' becomes '\u003c' (still the same JSON string),
 * so '</script>' or '<!--' inside the data cannot end or confuse the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
