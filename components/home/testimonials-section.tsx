import type { Testimonial } from '@/data/types';
import { ContentSection } from '@/components/content/content-section';
import { Reviewer } from '@/components/reviews/reviewer';
import { Stars } from '@/components/ui/stars';

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ContentSection id="testimonials-title" title="Real Moms, Real Talk" spacing="compact">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-ink">“{testimonial.text}”</blockquote>
              <figcaption className="mt-6">
                <Reviewer person={testimonial} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
