import { SizeChartFigure } from '@/components/content/size-chart-figure';
import { SizeGuideSections } from '@/components/content/size-guide-sections';
import { SHOP_NAME } from '@/data/constants';
import { sizeGuide } from '@/data/size-guide';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('sizeGuide', {
  description:
    'Find your nursing sweatshirt size: the XS to XXL chart in inches, how to measure bust, waist and hips, and how to size for pregnancy and postpartum.',
  imageAlt: `${SHOP_NAME} size guide: bust, waist and hip measurements for sizes XS to XXL`,
});

export default function SizeGuidePage() {
  return (
    <SizeGuideSections
      copy={sizeGuide}
      chartPicture={
        <SizeChartFigure sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 92vw" />
      }
    />
  );
}
