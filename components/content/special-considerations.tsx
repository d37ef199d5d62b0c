import { Heart, Leaf } from 'lucide';
import type { TitledText } from '@/data/size-guide-copy';
import { ContentSection } from './content-section';
import { FeatureCard } from './feature-card';

/** Pregnancy first, then postpartum. */
const ICONS = [Heart, Leaf];

export function SpecialConsiderations({ entries }: { entries: readonly TitledText[] }) {
  return (
    <ContentSection
      id="special-title"
      title="Special Considerations"
      lead="Your body is doing big things. Here is how to size for where you are right now."
    >
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {entries.map((entry, index) => (
          <FeatureCard
            key={index}
            icon={ICONS[index % ICONS.length]}
            title={entry.title}
            text={entry.text}
            size="lg"
          />
        ))}
      </ul>
    </ContentSection>
  );
}
