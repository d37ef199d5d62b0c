import type { TitledText } from '@/data/size-guide-copy';
import { ContentSection } from './content-section';

function FitColumn({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: readonly TitledText[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h3 id={id} className="text-2xl text-ink">
        {title}
      </h3>
      <dl className="mt-5 space-y-5">
        {entries.map((entry, index) => (
          <div key={index} className="border-l-4 border-brand-soft pl-4">
            <dt className="font-bold text-brand-dark">{entry.title}</dt>
            <dd className="mt-1 text-muted">{entry.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function FitGuide({
  byStyle,
  byNursingAccess,
}: {
  byStyle: readonly TitledText[];
  byNursingAccess: readonly TitledText[];
}) {
  return (
    <ContentSection
      id="fit-title"
      title="Fit Guide"
      lead="How each cut sits on your body, and how each nursing opening works with your size."
      band="blush"
    >
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <FitColumn id="fit-style-title" title="By Style" entries={byStyle} />
        <FitColumn id="fit-access-title" title="By Nursing Access" entries={byNursingAccess} />
      </div>
    </ContentSection>
  );
}
