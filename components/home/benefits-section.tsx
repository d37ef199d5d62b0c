import type { IconCopy } from '@/data/home';
import { Icon, isIconName } from '@/components/ui/icon';

export function BenefitsSection({ benefits }: { benefits: IconCopy[] }) {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="benefits-title" className="text-center text-3xl text-ink sm:text-4xl">
        Made for Feeding, Built for Real Life
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-dark">
              {isIconName(benefit.icon) && <Icon name={benefit.icon} />}
            </span>
            <h3 className="mt-4 text-xl text-ink">{benefit.title}</h3>
            <p className="mt-2 text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
