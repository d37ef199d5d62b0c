import { contentIcon } from '@/components/ui/content-icons';
import { ContentSection, type ContentSectionProps } from './content-section';
import { FeatureCard, type FeatureCardVariants } from './feature-card';

export interface Feature {
  title: string;
  text: string;
  /** A key of components/ui/content-icons.ts. */
  icon: string;
}

/** A titled section of four feature cards in a row (two on tablets, one on phones). */
export function FeatureGrid({
  features,
  surface,
  corners,
  ...section
}: Omit<ContentSectionProps, 'children'> &
  Pick<FeatureCardVariants, 'surface' | 'corners'> & { features: readonly Feature[] }) {
  return (
    <ContentSection {...section}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature, index) => (
          <FeatureCard
            key={index}
            icon={contentIcon(feature.icon)}
            title={feature.title}
            text={feature.text}
            surface={surface}
            corners={corners}
          />
        ))}
      </ul>
    </ContentSection>
  );
}
