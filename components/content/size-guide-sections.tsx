import type { ReactNode } from 'react';
import Link from 'next/link';
import { Mail } from 'lucide';
import { CallToAction } from '@/components/content/call-to-action';
import { ContentSection } from '@/components/content/content-section';
import { FitGuide } from '@/components/content/fit-guide';
import { MeasureSteps } from '@/components/content/measure-steps';
import { PageHero } from '@/components/content/page-hero';
import { ProTips } from '@/components/content/pro-tips';
import { SizeChartTable } from '@/components/content/size-chart-table';
import { SpecialConsiderations } from '@/components/content/special-considerations';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import type { SizeGuideCopy } from '@/data/size-guide-copy';

/**
 * The size guide's sections, in order, from its copy: the page (app/size-guide/page.tsx) and the editor's
 * preview of the copy she is typing (scripts/admin/editor/preview/) draw the same. `chartPicture`: beside
 * the chart's table, its picture, which the build draws from the chart (the page shows it; the preview,
 * where the numbers may have changed since, says when it is drawn).
 */
export function SizeGuideSections({
  copy,
  chartPicture,
}: {
  copy: SizeGuideCopy;
  chartPicture: ReactNode;
}) {
  const { help } = copy;
  return (
    <>
      <PageHero eyebrow="Fit & Sizing" title={copy.intro.title} intro={copy.intro.text} />
      <ContentSection
        id="chart-title"
        title="Size Chart"
        lead="Find your bust measurement first: it matters most for a nursing top."
      >
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
          {chartPicture}
          <SizeChartTable chart={copy.chart} />
        </div>
      </ContentSection>
      <MeasureSteps steps={copy.howToMeasure} />
      <ProTips tips={copy.proTips} />
      <FitGuide byStyle={copy.fitByStyle} byNursingAccess={copy.fitByNursingAccess} />
      <SpecialConsiderations entries={copy.specialConsiderations} />
      <CallToAction id="size-help-title" title={help.title} text={help.text}>
        <a href={`mailto:${help.email}`} className={buttonVariants({ intent: 'inverse' })}>
          <Icon icon={Mail} className="size-5" />
          {help.emailLabel}
        </a>
        <Link href={help.shopHref} className={buttonVariants({ intent: 'inverseOutline' })}>
          {help.shopLabel}
        </Link>
      </CallToAction>
    </>
  );
}
