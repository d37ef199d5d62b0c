import { Icon } from '@/components/ui/icon';
import type { TitledText } from '@/data/size-guide';
import { SectionHeading } from './section-heading';

/** 'How to Measure': numbered steps (bust/chest, waist, hips). */
export function MeasureSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <section aria-labelledby="measure-title" className="bg-white py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="measure-title"
          title="How to Measure"
          lead="Grab a soft tape measure and the nursing bra you wear most. It takes two minutes."
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-3xl border border-line bg-cream p-6 pt-8 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="absolute -top-4 left-6 flex size-9 items-center justify-center rounded-full bg-brand font-display text-lg text-white"
              >
                {index + 1}
              </span>
              <div className="flex items-center gap-3">
                <Icon name="ruler" className="size-6 text-brand-dark" />
                <h3 className="text-xl text-ink">{step.title}</h3>
              </div>
              <p className="mt-3 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
