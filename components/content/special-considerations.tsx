import { Icon, type IconName } from '@/components/ui/icon';
import type { TitledText } from '@/data/size-guide';
import { SectionHeading } from './section-heading';

const ICONS: readonly IconName[] = ['heart', 'leaf'];

/** 'Special Considerations': sizing during pregnancy and postpartum. */
export function SpecialConsiderations({ entries }: { entries: readonly TitledText[] }) {
  return (
    <section
      aria-labelledby="special-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20"
    >
      <SectionHeading
        id="special-title"
        title="Special Considerations"
        lead="Your body is doing big things. Here is how to size for where you are right now."
      />
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {entries.map((entry, index) => (
          <li
            key={entry.title}
            className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-dark">
              <Icon name={ICONS[index % ICONS.length] ?? 'heart'} />
            </span>
            <h3 className="mt-4 text-2xl text-ink">{entry.title}</h3>
            <p className="mt-2 text-muted">{entry.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
