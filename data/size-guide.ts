/**
 * The size guide: the chart (drawn as /images/size-chart.webp by scripts/images and shown as an HTML table),
 * how to measure, tips, fit advice and the help block, from data/content/pages/size-guide.json, shaped by
 * data/size-guide-copy.ts. Body measurements in inches.
 */
import { content } from '@/data/content';
import { sizeGuideCopy } from './size-guide-copy';

export const sizeGuide = sizeGuideCopy(content.sizeGuide);
export const { intro: sizeGuideIntro, chart: sizeChart, proTips, help: sizeHelp } = sizeGuide;
