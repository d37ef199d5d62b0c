import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * One schema.org object as `<script type="application/ld+json">`. The type makes it data, not code,
 * so the CSP's script-src does not apply; serializeJsonLd escapes '<' so the data cannot close the element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
