import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { FitGuide } from '@/components/content/fit-guide';
import { MeasureSteps } from '@/components/content/measure-steps';
import { PageHero } from '@/components/content/page-hero';
import { ProTips } from '@/components/content/pro-tips';
import { ContentSection } from '@/components/content/content-section';
import { SizeChartFigure } from '@/components/content/size-chart-figure';
import { SizeChartTable } from '@/components/content/size-chart-table';
import { SpecialConsiderations } from '@/components/content/special-considerations';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { Mail } from 'lucide';
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
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('sizeGuide', {
  description:
    'Find your nursing sweatshirt size: the XS to XXL chart in inches, how to measure bust, waist and hips, and how to size for pregnancy and postpartum.',
  imageAlt: `${SHOP_NAME} size guide: bust, waist and hip measurements for sizes XS to XXL`,
});

export default function SizeGuidePage() {
  return (
    <>
      <PageHero eyebrow="Fit & Sizing" title={sizeGuideIntro.title} intro={sizeGuideIntro.text} />
      <ContentSection
        id="chart-title"
        title="Size Chart"
        lead="Find your bust measurement first: it matters most for a nursing top."
      >
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
          <SizeChartFigure sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 92vw" />
          <SizeChartTable />
        </div>
      </ContentSection>
      <MeasureSteps steps={howToMeasure} />
      <ProTips tips={proTips} />
      <FitGuide byStyle={fitByStyle} byNursingAccess={fitByNursingAccess} />
      <SpecialConsiderations entries={specialConsiderations} />
      <CallToAction id="size-help-title" title={sizeHelp.title} text={sizeHelp.text}>
        <a href={`mailto:${sizeHelp.email}`} className={buttonVariants({ intent: 'inverse' })}>
          <Icon icon={Mail} className="size-5" />
          {sizeHelp.emailLabel}
        </a>
        <Link href={sizeHelp.shopHref} className={buttonVariants({ intent: 'inverseOutline' })}>
          {sizeHelp.shopLabel}
        </Link>
      </CallToAction>
    </>
  );
}
