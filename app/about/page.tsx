import { AboutSections } from '@/components/content/about-sections';
import { about } from '@/data/about';
import { SHOP_NAME } from '@/data/constants';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('about', {
  description: `Why two nursing moms started ${SHOP_NAME}: our mission, our story, the values behind every zip-access sweatshirt and the team who makes them.`,
  imageAlt: `About ${SHOP_NAME}: made by nursing moms, for nursing moms`,
});

export default function AboutPage() {
  return <AboutSections copy={about} />;
}
