import type { ReactNode } from 'react';
import type { HomeCopy } from '@/data/home-copy';
import { FeatureGrid } from '@/components/content/feature-grid';
import { HomeHero } from './home-hero';
import { NewsletterSection } from './newsletter-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page's sections, in order, from its copy: the page (app/page.tsx) and the editor's preview of
 * the copy she is typing (scripts/admin/editor/preview/) draw the same. `featured`: the designs section,
 * which the page draws from the catalog and the preview, which has no catalog, leaves out.
 */
export function HomeSections({ copy, featured }: { copy: HomeCopy; featured?: ReactNode }) {
  return (
    <>
      <HomeHero hero={copy.hero} />
      <FeatureGrid
        id="benefits-title"
        title="Made for Feeding, Built for Real Life"
        features={copy.benefits}
        spacing="compact"
        corners="2xl"
      />
      {featured}
      <TestimonialsSection testimonials={copy.testimonials} />
      <NewsletterSection newsletter={copy.newsletter} />
    </>
  );
}
