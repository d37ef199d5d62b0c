import type { Testimonial } from '@/data/types';
import { AVATAR_SIZE, AVATAR_WIDTHS } from '@/lib/images';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Stars } from '@/components/ui/stars';

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="testimonials-title" className="text-center text-3xl text-ink sm:text-4xl">
        Real Moms, Real Talk
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-ink">“{testimonial.text}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <ResponsiveImage
                  path={testimonial.image}
                  widths={AVATAR_WIDTHS}
                  width={AVATAR_SIZE}
                  height={AVATAR_SIZE}
                  sizes="48px"
                  alt=""
                  className="size-12 rounded-full"
                />
                <span>
                  <span className="block font-bold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">
                    {testimonial.age}, {testimonial.location}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
