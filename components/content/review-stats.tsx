import { Container } from '@/components/ui/container';

export function ReviewStats({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <Container
      as="section"
      aria-labelledby="review-stats-title"
      width="5xl"
      className="-mt-6 md:-mt-10"
    >
      <h2 id="review-stats-title" className="sr-only">
        Our customers in numbers
      </h2>
      <dl className="relative grid grid-cols-2 gap-3 rounded-3xl border border-line bg-surface p-4 shadow-md sm:gap-4 sm:p-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-2xl bg-cream px-3 py-5 text-center"
          >
            <dt className="mt-1 text-sm font-bold text-muted sm:text-base">{stat.label}</dt>
            <dd className="font-display text-3xl text-brand-dark sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Container>
  );
}
