import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { FeatureGrid } from '@/components/content/feature-grid';
import { PageHero } from '@/components/content/page-hero';
import { StorySection } from '@/components/content/story-section';
import { TeamSection } from '@/components/content/team-section';
import { buttonVariants } from '@/components/ui/button-variants';
import type { AboutCopy } from '@/data/about-copy';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';

/** The story's picture is the home hero artwork (scripts/images/hero.ts): three of our sweatshirts. */
const STORY_IMAGE_ALT = `Three ${SHOP_NAME} nursing sweatshirts in charcoal gray, printed with a tarot card, bold typography and a floral wreath`;

/**
 * The about page's sections, in order, from its copy: the page (app/about/page.tsx) and the editor's
 * preview of the copy she is typing (scripts/admin/editor/preview/) draw the same.
 */
export function AboutSections({ copy }: { copy: AboutCopy }) {
  return (
    <>
      <PageHero
        eyebrow={`About ${SHOP_NAME}`}
        title={copy.mission.title}
        intro={copy.mission.text}
      />
      <StorySection
        title={copy.story.title}
        paragraphs={copy.story.paragraphs}
        imageAlt={STORY_IMAGE_ALT}
      />
      <FeatureGrid
        id="values-title"
        title="What We Stand For"
        lead="Four promises behind every zip, every print and every late-night email we answer."
        features={copy.values}
        band="white"
        surface="cream"
      />
      <TeamSection team={copy.team} />
      <CallToAction
        id="about-cta-title"
        title="Dressed for the Next Feed?"
        text="Find the sweatshirt that makes you laugh, keeps you covered and opens in one pull."
      >
        <Link href={PAGE_PATHS.shop} className={buttonVariants({ intent: 'inverse' })}>
          Shop the Collection
        </Link>
        <Link href={PAGE_PATHS.reviews} className={buttonVariants({ intent: 'inverseOutline' })}>
          Read Reviews
        </Link>
      </CallToAction>
    </>
  );
}
