import type { ReactNode } from 'react';

/** The opening band of a content page: eyebrow, the page's h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-blush">
      <HeroDecoration />
      <div className="relative mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 md:py-20">
        <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">
          {title}
        </h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{intro}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** Soft sage and rose circles behind the hero text, like the home hero's tilted card. */
function HeroDecoration() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-16 -left-20 size-64 rounded-full bg-sage/70" />
      <div className="absolute -right-16 -bottom-24 size-72 rounded-full bg-brand-soft" />
      <div className="absolute top-10 right-[12%] hidden size-6 rounded-full bg-gold/30 md:block" />
    </div>
  );
}
