/**
 * The preview pane's own code, fetched when the pane first opens (register.ts imports it on demand): the
 * shop's components, with the React they are built for, drawn into the pane's frame in a root of their own
 * (Decap runs its own React, whose version and JSX runtime are its bundle's).
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { aboutCopy } from '@/data/about-copy';
import { homeCopy } from '@/data/home-copy';
import { product } from '@/data/product';
import { reviewsCopy } from '@/data/reviews-copy';
import { sizeGuideCopy } from '@/data/size-guide-copy';
import { AboutSections } from '@/components/content/about-sections';
import { ReviewsSections } from '@/components/content/reviews-sections';
import { SizeGuideSections } from '@/components/content/size-guide-sections';
import { HomeSections } from '@/components/home/home-sections';
import type { DecapMap, PreviewProps } from '../decap';
import { DesignPreview } from './design-preview';
import {
  aboutFromEntry,
  designFromEntry,
  homeFromEntry,
  reviewsFromEntry,
  sizeGuideFromEntry,
  type Data,
} from './entry-data';
import { PictureNote } from './picture-note';
import { CHART_AT_BUILD } from './picture-notes';
import { PreviewFault } from './preview-fault';

/** Her photo of the front view, as Decap hands it: a blob: URL once it is in the browser. */
function frontPhotoUrl(props: PreviewProps, data: Data): string | undefined {
  const photos = data.photos as Data | undefined;
  const file = photos?.front;
  if (typeof file !== 'string' || file === '') return undefined;
  const url = props.getAsset(file).toString();
  return url.startsWith('blob:') ? url : undefined;
}

/** Each preview, by what it shows: the form's data drawn as the shop draws that page. */
const PREVIEWS = {
  design: (data: Data, props: PreviewProps) => (
    <DesignPreview product={product(designFromEntry(data))} photoUrl={frontPhotoUrl(props, data)} />
  ),
  home: (data: Data) => <HomeSections copy={homeCopy(homeFromEntry(data))} />,
  about: (data: Data) => <AboutSections copy={aboutCopy(aboutFromEntry(data))} />,
  sizeGuide: (data: Data) => (
    <SizeGuideSections
      copy={sizeGuideCopy(sizeGuideFromEntry(data))}
      chartPicture={<PictureNote message={CHART_AT_BUILD} className="rounded-2xl" />}
    />
  ),
  reviews: (data: Data) => <ReviewsSections copy={reviewsCopy(reviewsFromEntry(data))} />,
} satisfies Record<string, (data: Data, props: PreviewProps) => ReactNode>;

export type PreviewKind = keyof typeof PREVIEWS;

/** Shapes the entry inside the fault boundary, so a throw while shaping shows the fault message too. */
function Preview({ kind, data, props }: { kind: PreviewKind; data: Data; props: PreviewProps }) {
  return PREVIEWS[kind](data, props);
}

const roots = new WeakMap<Element, Root>();

/** Draws the entry into `host` (a node in the preview's frame); returns what removes it. */
export function drawPreview(kind: PreviewKind, host: Element, props: PreviewProps): () => void {
  let root = roots.get(host);
  if (!root) {
    root = createRoot(host);
    roots.set(host, root);
  }
  const data = ((props.entry.get('data') as DecapMap | undefined)?.toJS() ?? {}) as Data;
  root.render(
    <PreviewFault data={data}>
      <Preview kind={kind} data={data} props={props} />
    </PreviewFault>,
  );
  return () => {
    roots.delete(host);
    root.unmount();
  };
}
