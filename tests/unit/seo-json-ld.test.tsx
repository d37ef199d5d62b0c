/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Product as ProductSchema, Offer, Organization, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import {
  FREE_SHIPPING_THRESHOLD,
  HANDLING_BUSINESS_DAYS,
  ORIGINAL_PRICE,
  PRICE,
  RETURN_DAYS,
  SHIPPING_FEE,
  SHOP_NAME,
  SHIPS_WITHIN,
  TRANSIT_BUSINESS_DAYS,
} from '@/data/constants';
import { getProductBySlug } from '@/lib/catalog';
import {
  offerShippingDetails,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from '@/lib/seo/json-ld';
import { SITE_URL } from '@/lib/seo/site-url';
import { testDesign } from '@/tests/fixtures/designs';

/** The JSON-LD objects are plain data; read them as records in assertions. */
type Json = Record<string, unknown>;
const asJson = (value: unknown) => value as Json;

function milkBar() {
  const product = getProductBySlug('milk-bar');
  if (!product) throw new Error('milk-bar is missing from the catalog');
  return product;
}

// Name, sku, brand, the single Offer's type, currency, availability and URL, for every product as
// published: tests/e2e/seo.spec.ts.
describe('productJsonLd', () => {
  it("names each view's widest file, a file the image step writes (none is written without a width)", () => {
    const design = testDesign(1, { slug: 'test-pattern' });
    const data = productJsonLd(design) as WithContext<ProductSchema> & Json;
    expect(data.image).toEqual(
      ['front', 'back', 'zip-open', 'flat-lay'].map(
        (view) => `${SITE_URL}/images/products/test-pattern/${view}-1024.webp`,
      ),
    );
  });

  it('has what Google requires for product snippets and merchant listings', () => {
    const product = milkBar();
    const data = productJsonLd(product) as WithContext<ProductSchema> & Json;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data['@id']).toBe(`${SITE_URL}/products/milk-bar#product`);
    expect(data.sku).toBe('MM-003');
    expect(data.description).toBe(product.description);
    expect(data.color).toBe('Charcoal Gray');
    expect(data.size).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(data.audience).toEqual({
      '@type': 'PeopleAudience',
      suggestedGender: 'female',
      audienceType: 'nursing mothers',
    });
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviews,
    });
  });

  it('names every color of a design made in several, as a list', () => {
    const twoColors = { ...milkBar(), colors: ['Charcoal Gray', 'Heather Blue'] };
    expect(asJson(productJsonLd(twoColors)).color).toEqual(['Charcoal Gray', 'Heather Blue']);
  });

  it('gives a design with no reviews yet neither a rating nor reviews, which search engines would refuse', () => {
    const noReviews = { ...milkBar(), rating: 0, reviews: 0, customerReviews: [] };
    const data = asJson(productJsonLd(noReviews));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data.offers).toMatchObject({ '@type': 'Offer' });
  });

  it('prices its Offer to the cent, with the strike-through original, returns and shipping', () => {
    const product = milkBar();
    const offer = asJson(productJsonLd(product).offers) as Offer & Json;
    expect(offer.price).toBe('39.99');
    expect(Number(offer.price)).toBe(PRICE);
    expect(offer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: ORIGINAL_PRICE.toFixed(2),
      priceCurrency: 'USD',
    });
    expect(asJson(offer.hasMerchantReturnPolicy)).toMatchObject({
      '@id': `${SITE_URL}/#return-policy`,
      merchantReturnDays: RETURN_DAYS,
    });
    expect(asJson(offer.shippingDetails)).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { value: SHIPPING_FEE.toFixed(2), currency: 'USD' },
    });
  });

  it('lists every customer review with its author, rating, text and publication day', () => {
    const product = milkBar();
    const reviews = productJsonLd(product).review as unknown as Json[];
    expect(reviews).toHaveLength(product.customerReviews.length);
    product.customerReviews.forEach((review, index) => {
      expect(reviews[index]).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
        reviewBody: review.text,
        datePublished: review.date,
      });
    });
  });

  it('leaves out the strike-through price when there is no higher original price', () => {
    for (const originalPrice of [undefined, PRICE, PRICE - 5]) {
      const product = { ...milkBar(), originalPrice };
      expect(asJson(productJsonLd(product).offers).priceSpecification).toBeUndefined();
    }
  });

  it('states InStock from the availability field (the published catalog is all OutOfStock)', () => {
    const product = { ...milkBar(), availability: 'InStock' as const };
    expect(asJson(productJsonLd(product).offers).availability).toBe('https://schema.org/InStock');
  });
});

describe('shipping', () => {
  it('charges the flat fee below the free-shipping threshold and nothing from it', () => {
    expect(asJson(offerShippingDetails(PRICE).shippingRate)).toMatchObject({ value: '5.99' });
    expect(asJson(offerShippingDetails(FREE_SHIPPING_THRESHOLD).shippingRate)).toMatchObject({
      value: '0.00',
    });
  });

  it('says how long delivery takes: the handling the page promises, then the transit, in business days', () => {
    expect(SHIPS_WITHIN).toBe('1-2 business days');
    expect(asJson(offerShippingDetails(PRICE).deliveryTime)).toEqual({
      '@type': 'ShippingDeliveryTime',
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
      },
      handlingTime: {
        '@type': 'QuantitativeValue',
        minValue: HANDLING_BUSINESS_DAYS.min,
        maxValue: HANDLING_BUSINESS_DAYS.max,
        unitCode: 'DAY',
      },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: TRANSIT_BUSINESS_DAYS.min,
        maxValue: TRANSIT_BUSINESS_DAYS.max,
        unitCode: 'DAY',
      },
    });
    expect(HANDLING_BUSINESS_DAYS).toEqual({ min: 1, max: 2 });
  });
});

describe('organizationJsonLd and webSiteJsonLd', () => {
  it('describes the shop with its logo, 30-day returns and the shipping rule', () => {
    const data = organizationJsonLd() as WithContext<Organization> & Json;
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe(SHOP_NAME);
    expect(data.url).toBe(SITE_URL);
    expect(data['@id']).toBe(`${SITE_URL}/#organization`);
    expect(data.logo).toBe(`${SITE_URL}/icons/icon-512.png`);
    expect(data.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      '@id': `${SITE_URL}/#return-policy`,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      applicableCountry: 'US',
    });
    expect(data.hasShippingService).toMatchObject({
      '@type': 'ShippingService',
      '@id': `${SITE_URL}/#shipping`,
      name: 'Standard shipping',
      description: 'Free shipping on orders over $50, otherwise a flat 5.99 USD.',
    });
    const conditions = asJson(data.hasShippingService).shippingConditions as Json[];
    expect(conditions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderValue: expect.objectContaining({ minValue: FREE_SHIPPING_THRESHOLD }),
          shippingRate: expect.objectContaining({ value: '0.00' }),
        }),
        expect.objectContaining({ shippingRate: expect.objectContaining({ value: '5.99' }) }),
      ]),
    );
  });

  it('names the website and its publisher', () => {
    const data = asJson(webSiteJsonLd());
    expect(data).toMatchObject({
      '@type': 'WebSite',
      '@id': `${SITE_URL}/#website`,
      name: SHOP_NAME,
      url: SITE_URL,
      inLanguage: 'en-US',
    });
    expect(data.publisher).toEqual({ '@id': `${SITE_URL}/#organization` });
  });
});

describe('productBreadcrumbJsonLd', () => {
  it("tells search engines a product's trail, Home › Shop › the product", () => {
    const crumbs = productBreadcrumbJsonLd(milkBar()).itemListElement as unknown as Json[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', SITE_URL],
      [2, 'Shop', `${SITE_URL}/shop`],
      [3, milkBar().name, `${SITE_URL}/products/milk-bar`],
    ]);
  });
});

describe('serializeJsonLd and <JsonLd>', () => {
  const hostile = {
    '@context': 'https://schema.org' as const,
    '@type': 'Thing' as const,
    name: 'Milk</script><script>alert(1)</script><!-- & more',
    // Line and paragraph separators: escaped, as older JavaScript parsers end a line there.
    description: 'one\u2028two\u2029three',
  };

  it('escapes every "<" so the data cannot close the script element, and still parses to the same value', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one data script whose content parses back to the object', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const content = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(content)).toEqual(hostile);
  });
});
