import { Icon, isIconName } from '@/components/ui/icon';
import type { AboutValue } from '@/data/about';
import { SectionHeading } from './section-heading';

/** The brand's four values as icon cards. */
export function ValuesGrid({ values }: { values: readonly AboutValue[] }) {
  return (
    <section aria-labelledby="values-title" className="bg-white py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="values-title"
          title="What We Stand For"
          lead="Four promises behind every zip, every print and every late-night email we answer."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-3xl border border-line bg-cream p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-dark">
                {isIconName(value.icon) && <Icon name={value.icon} />}
              </span>
              <h3 className="mt-4 text-xl text-ink">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
