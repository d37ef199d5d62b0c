import Link from 'next/link';
import type { HeroCopy } from '@/data/home-copy';
import { Check } from 'lucide';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { HeroImage } from '@/components/ui/hero-image';
import { Icon } from '@/components/ui/icon';
import { Stars } from '@/components/ui/stars';

export function HomeHero({ hero }: { hero: HeroCopy }) {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-blush">
      <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{hero.subheadline}</p>
          <p className="mt-5 flex flex-wrap items-center gap-2 text-ink">
            <Stars rating={hero.rating} className="size-5" />
            <span className="font-bold">{hero.rating}</span>
            <span className="text-muted">
              from {hero.reviewCount.toLocaleString('en-US')} reviews
            </span>
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link href={hero.primaryCta.href} className={buttonVariants()}>
              {hero.primaryCta.label}
            </Link>
            <Link href={hero.secondaryCta.href} className={buttonVariants({ intent: 'secondary' })}>
              {hero.secondaryCta.label}
            </Link>
          </div>
          <ul
            className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm font-bold text-ink"
            aria-label="Our promises"
          >
            {hero.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Icon icon={Check} className="size-4 text-brand" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 rotate-3 rounded-[2.5rem] bg-sage" />
          {/*
            A <picture> (each theme's drawing), which keeps React from writing a preload of it into the home
            page's RSC payload: every page prefetches that payload through its links to '/', and the router
            would then download the hero on pages that never show it (18.9 KB on each product page's first
            view, measured by npm run bench). This page's HTML keeps the eager, high-priority <img>.
          */}
          <HeroImage alt={hero.imageAlt} priority />
        </div>
      </Container>
    </section>
  );
}
