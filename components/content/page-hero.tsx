import { Container } from '@/components/ui/container';

/** The opening band of a content page, with the page's h1. */
export function PageHero({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-blush">
      <HeroDecoration />
      <Container width="3xl" className="relative py-14 text-center md:py-20">
        <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{intro}</p>
      </Container>
    </section>
  );
}

/** Soft sage and rose circles behind the text, echoing the home hero's tilted card. */
function HeroDecoration() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-16 -left-20 size-64 rounded-full bg-sage/70" />
      <div className="absolute -right-16 -bottom-24 size-72 rounded-full bg-brand-soft" />
      <div className="absolute top-10 right-[12%] hidden size-6 rounded-full bg-gold/30 md:block" />
    </div>
  );
}
