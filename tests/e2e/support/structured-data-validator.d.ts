/** The small part of Adobe's structured-data validator and its HTML extractor (which ship no types) the SEO spec uses. */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    /** The top-level schema.org type the issue was found under, e.g. 'Product'. */
    rootType: string;
    /** Where in that object, e.g. [{ type: 'Product', index: 0 }, { property: 'offers' }]. */
    path?: Array<{ type?: string; property?: string; index?: number }>;
  }
  /** Without schema.org's vocabulary (a download) it checks Google's rich-result rules only. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    /** JSON-LD, microdata and RDFa found in the page, in the shape the validator reads. */
    parse(html: string): unknown;
  }
}
