import { Ruler } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { TitledText } from '@/data/size-guide-copy';
import { ContentSection } from './content-section';

export function MeasureSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ContentSection
      id="measure-title"
      title="How to Measure"
      lead="Grab a soft tape measure and the nursing bra you wear most. It takes two minutes."
      band="white"
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={index}
            className="relative rounded-3xl border border-line bg-cream p-6 pt-8 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="absolute -top-4 left-6 flex size-9 items-center justify-center rounded-full bg-brand font-display text-lg text-on-brand"
            >
              {index + 1}
            </span>
            <div className="flex items-center gap-3">
              <Icon icon={Ruler} className="size-6 text-brand-dark" />
              <h3 className="text-xl text-ink">{step.title}</h3>
            </div>
            <p className="mt-3 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
