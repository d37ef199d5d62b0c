/**
 * next/link in the editor's preview (editor-scripts.ts aliases it here): the shop's components link with
 * it, and outside Next's router a link is the anchor it renders, minus Next's props. A click in the preview
 * does not leave the form: the frame is the page being edited, not the site.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean };

const stay = (event: MouseEvent) => event.preventDefault();

export default function Link(props: LinkProps) {
  const anchor = { ...props };
  delete anchor.prefetch;
  return <a {...anchor} onClick={stay} />;
}
