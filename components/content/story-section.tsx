import { Container } from '@/components/ui/container';
import { HeroImage } from '@/components/ui/hero-image';

export function StorySection({
  title,
  paragraphs,
  imageAlt,
}: {
  title: string;
  paragraphs: readonly string[];
  imageAlt: string;
}) {
  return (
    // The tilted card's corners reach past the column by a few pixels: the full-width section clips them
    // at the screen's edge (overflow-x: clip, which leaves the vertical overflow alone), so the page never
    // scrolls sideways and nothing inside the screen changes.
    <section aria-labelledby="story-title" className="overflow-x-clip">
      <Container className="grid items-center gap-12 py-16 md:grid-cols-2 md:py-20">
        <div className="relative order-last md:order-first">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -rotate-2 rounded-[2.5rem] bg-sage sm:-inset-4"
          />
          <HeroImage alt={imageAlt} />
        </div>
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">
            How it began
          </p>
          <h2 id="story-title" className="mt-3 text-3xl text-ink sm:text-4xl">
            {title}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
