import { Check } from 'lucide';
import { Icon } from '@/components/ui/icon';

export function ProductFeatures({ features }: { features: string[] }) {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl text-ink">
        Features
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-ink">
            <Icon icon={Check} strokeWidth={3} className="mt-0.5 size-5 shrink-0 text-check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
