import Link from 'next/link';
import {
  CallToAction,
  ctaPrimaryButton,
  ctaSecondaryButton,
} from '@/components/content/call-to-action';
import { FitGuide } from '@/components/content/fit-guide';
import { MeasureSteps } from '@/components/content/measure-steps';
import { PageHero } from '@/components/content/page-hero';
import { ProTips } from '@/components/content/pro-tips';
import { SectionHeading } from '@/components/content/section-heading';
import { SizeChartFigure } from '@/components/content/size-chart-figure';
import { SizeChartTable } from '@/components/content/size-chart-table';
import { SpecialConsiderations } from '@/components/content/special-considerations';
import { Icon } from '@/components/ui/icon';
import { SHOP_NAME } from '@/data/constants';
import {
  fitByNursingAccess,
  fitByStyle,
  howToMeasure,
  proTips,
  sizeGuideIntro,
  sizeHelp,
  specialConsiderations,
} from '@/data/size-guide';
import { shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGE_PATHS } from '@/data/routes';

export const metadata = pageMetadata({
  title: 'Size Guide',
  description:
    'Find your nursing sweatshirt size: the XS to XXL chart in inches, how to measure bust, waist and hips, and how to size for pregnancy and postpartum.',
  path: PAGE_PATHS.sizeGuide,
  image: shareImagePath('size-guide'),
  imageAlt: `${SHOP_NAME} size guide: bust, waist and hip measurements for sizes XS to XXL`,
});

export default function SizeGuidePage() {
  return (
    <>
      <PageHero eyebrow="Fit & Sizing" title={sizeGuideIntro.title} intro={sizeGuideIntro.text} />
      <section
        aria-labelledby="chart-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20"
      >
        <SectionHeading
          id="chart-title"
          title="Size Chart"
          lead="Find your bust measurement first: it matters most for a nursing top."
        />
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
          <SizeChartFigure sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 92vw" />
          <SizeChartTable />
        </div>
      </section>
      <MeasureSteps steps={howToMeasure} />
      <ProTips tips={proTips} />
      <FitGuide byStyle={fitByStyle} byNursingAccess={fitByNursingAccess} />
      <SpecialConsiderations entries={specialConsiderations} />
      <CallToAction id="size-help-title" title={sizeHelp.title} text={sizeHelp.text}>
        <a href={`mailto:${sizeHelp.email}`} className={ctaPrimaryButton}>
          <Icon name="mail" className="size-5" />
          {sizeHelp.emailLabel}
        </a>
        <Link href={sizeHelp.shopHref} className={ctaSecondaryButton}>
          {sizeHelp.shopLabel}
        </Link>
      </CallToAction>
    </>
  );
}
