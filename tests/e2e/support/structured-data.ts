/**
 * Google's rich-result rules (Product, Offer, shipping, returns, reviews, breadcrumbs…) applied to the
 * structured data in an exported page, offline, with Adobe's structured-data validator. It runs without
 * schema.org's vocabulary file, a download: schema-dts already types our JSON-LD against it at compile time.
 */
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export type { ValidationIssue };

export async function structuredDataIssues(html: string): Promise<ValidationIssue[]> {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html);
  return new Validator().validate(extracted);
}

/** 'ERROR Product.offers.shippingDetails: Required attribute "deliveryTime" is missing' */
export function describeIssue(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) => step.property ?? step.type)
    .filter(Boolean)
    .join('.');
  return `${issue.severity} ${where || issue.rootType}: ${issue.issueMessage}`;
}
