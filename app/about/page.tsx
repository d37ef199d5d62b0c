import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { PageHero } from '@/components/content/page-hero';
import { StorySection } from '@/components/content/story-section';
import { TeamSection } from '@/components/content/team-section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { buttonVariants } from '@/components/ui/button-variants';
import { mission, story, team, values } from '@/data/about';
import { SHOP_NAME } from '@/data/constants';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { PAGE_PATHS } from '@/data/routes';

export const metadata = contentPageMetadata('about', {
  description: `Why two nursing moms started ${SHOP_NAME}: our mission, our story, the values behind every zip-access sweatshirt and the team who makes them.`,
  imageAlt: `About ${SHOP_NAME}: made by nursing moms, for nursing moms`,
});

/** The story's picture is the home hero artwork (scripts/images/hero.ts): three of our sweatshirts. */
const STORY_IMAGE_ALT = `Three ${SHOP_NAME} nursing sweatshirts in charcoal gray, printed with a tarot card, bold typography and a floral wreath`;

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={`About ${SHOP_NAME}`} title={mission.title} intro={mission.text} />
      <StorySection title={story.title} paragraphs={story.paragraphs} imageAlt={STORY_IMAGE_ALT} />
      <FeatureGrid
        id="values-title"
        title="What We Stand For"
        lead="Four promises behind every zip, every print and every late-night email we answer."
        features={values}
        band="white"
        surface="cream"
      />
      <TeamSection team={team} />
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
