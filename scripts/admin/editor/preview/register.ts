/**
 * The preview pane (Decap's preview templates): a design, and each page's copy, drawn as the shop draws them
 * while she types. Registered from the editor's page script with Decap's own React helpers, and nothing of
 * the shop's: its components and their React (render.tsx) are a chunk of their own, fetched the first time
 * a preview is drawn. The frame loads the shop's stylesheet and fonts (preview.css, scripts/admin/build.ts).
 */
import type { ControlClass, PreviewProps } from '../decap';
import {
  ABOUT_PAGE,
  DESIGNS_COLLECTION,
  HOME_PAGE,
  PREVIEW_STYLESHEET,
  REVIEWS_PAGE,
  SIZE_GUIDE_PAGE,
} from '../form-names';
import type { PreviewKind } from './render';

interface TemplateInstance {
  props: PreviewProps;
  host?: Element | null;
  remove?: () => void;
  draw(): void;
}

function previewTemplate(kind: PreviewKind): ControlClass {
  return window.createClass({
    componentDidMount(this: TemplateInstance) {
      this.draw();
    },
    componentDidUpdate(this: TemplateInstance) {
      this.draw();
    },
    componentWillUnmount(this: TemplateInstance) {
      this.remove?.();
      this.host = null;
    },
    draw(this: TemplateInstance) {
      const { props } = this;
      void import('./render').then(({ drawPreview }) => {
        if (this.host) this.remove = drawPreview(kind, this.host, props);
      });
    },
    render(this: TemplateInstance) {
      return window.h('div', {
        ref: (node: Element | null) => {
          if (node) this.host = node;
        },
      });
    },
  });
}

export function registerPreviews(): void {
  const { CMS } = window;
  CMS.registerPreviewStyle(new URL(PREVIEW_STYLESHEET, import.meta.url).href);
  CMS.registerPreviewTemplate(DESIGNS_COLLECTION, previewTemplate('design'));
  CMS.registerPreviewTemplate(HOME_PAGE, previewTemplate('home'));
  CMS.registerPreviewTemplate(ABOUT_PAGE, previewTemplate('about'));
  CMS.registerPreviewTemplate(SIZE_GUIDE_PAGE, previewTemplate('sizeGuide'));
  CMS.registerPreviewTemplate(REVIEWS_PAGE, previewTemplate('reviews'));
}
