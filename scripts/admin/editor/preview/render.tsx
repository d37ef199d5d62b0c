/**
 * The preview pane's own code, fetched when the pane first opens (register.ts imports it on demand): the
 * shop's components, with the React they are built for, drawn into the pane's frame in a root of their own
 * (Decap runs its own React, whose version and JSX runtime are its bundle's).
 */
import { createRoot, type Root } from 'react-dom/client';
import { homeCopy } from '@/data/home-copy';
import { product } from '@/data/product';
import { HomeSections } from '@/components/home/home-sections';
import type { DecapMap, PreviewProps } from '../decap';
import { DesignPreview } from './design-preview';
import { designFromEntry, homeFromEntry } from './entry-data';
import { PreviewFault } from './preview-fault';

export type PreviewKind = 'design' | 'home';

const roots = new WeakMap<Element, Root>();

/** Her photo of the front view, as Decap hands it: a blob: URL once it is in the browser. */
function frontPhotoUrl(props: PreviewProps, data: Record<string, unknown>): string | undefined {
  const photos = data.photos as Record<string, unknown> | undefined;
  const file = photos?.front;
  if (typeof file !== 'string' || file === '') return undefined;
  const url = props.getAsset(file).toString();
  return url.startsWith('blob:') ? url : undefined;
}

/** Draws the entry into `host` (a node in the preview's frame); returns what removes it. */
export function drawPreview(kind: PreviewKind, host: Element, props: PreviewProps): () => void {
  let root = roots.get(host);
  if (!root) {
    root = createRoot(host);
    roots.set(host, root);
  }
  const data = ((props.entry.get('data') as DecapMap | undefined)?.toJS() ?? {}) as Record<
    string,
    unknown
  >;
  root.render(
    <PreviewFault data={data}>
      {kind === 'design' ? (
        <DesignPreview
          product={product(designFromEntry(data))}
          photoUrl={frontPhotoUrl(props, data)}
        />
      ) : (
        <HomeSections copy={homeCopy(homeFromEntry(data))} />
      )}
    </PreviewFault>,
  );
  return () => {
    roots.delete(host);
    root.unmount();
  };
}
