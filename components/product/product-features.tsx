/** The product's five features, each with a check mark. */
export function ProductFeatures({ features }: { features: string[] }) {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl text-ink">
        Features
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-ink">
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-green-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 10.5l4 4 8-9" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
