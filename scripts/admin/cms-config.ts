/**
 * The editor's configuration (out/admin/config.yml, which Decap CMS reads): where it saves, and one
 * collection per kind of content file, each form made from the file's schema (form-fields.ts). Online it
 * commits to the GitHub repository EDITOR_GITHUB_REPO names, signing the owner in through EDITOR_AUTH_URL
 * (Netlify's service when unset); on this machine, `npm run edit` gives it a local backend that writes
 * the checkout's files, which it finds by itself (Decap looks for it only when the page is on localhost).
 */
import { DEFAULT_COLOR, ORIGINAL_PRICE, PRICE, SHOP_NAME } from '@/data/constants';
import { CONTENT_FILES } from '@/data/schema/content-files';
import { MONEY_PATTERN } from '@/data/schema/fields';
import { designSchema } from '@/data/schema/design';
import { aboutSchema, homeSchema, reviewsSchema, sizeGuideSchema } from '@/data/schema/pages';
import { PRODUCT_VIEWS, SIZES } from '@/data/types';
import type { EditorSettings } from '../build-config';
import {
  ABOUT_PAGE,
  CHECKS_FIELD,
  DESIGN_NUMBER_WIDGET,
  DESIGNS_COLLECTION,
  HOME_PAGE,
  PAGES_COLLECTION,
  PHOTO_QUALITY,
  REVIEWS_PAGE,
  SIZE_GUIDE_PAGE,
} from './editor/form-names';
import { editorBackendUrl } from './editor-server.mjs';
import { formFields, patternRule, type CmsField, type FieldOverrides } from './form-fields';

export interface EditorFolders {
  /** The content folder, relative to the repository's root (data/content, or CONTENT_DIR). */
  content: string;
  /** The photo folder, relative to the repository's root (data/photos, or PHOTOS_DIR). */
  photos: string;
}

/** A long text gets a box of several lines. */
const longText = { widget: 'text' } as const;
const date = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
} as const;

/** The cents rule, which JSON Schema cannot carry for a number, as the form's pattern. */
const money = (hint: string | undefined, value: number) => ({
  pattern: patternRule(MONEY_PATTERN.source, hint ?? ''),
  step: 0.01,
  default: value,
});

/** A view's photo: chosen from the computer, into the design's photo folder. */
const photo = (view: string) => ({
  widget: 'image',
  choose_url: false,
  hint: `The ${view} photo, at least 1,024 px on its longer side, the garment in the middle on a plain background (data/photos/README.md): a JPEG, a PNG or a phone's HEIC, redrawn in your browser before it is uploaded. Without one, this view is drawn from the print.`,
});

/**
 * Every form starts with the build's checks (editor/checks-widget.ts): a field that holds nothing and is
 * never saved, which stops a save the build would refuse and lists why, in the build's words.
 */
const withChecks = (fields: CmsField[]): CmsField[] => [
  {
    ...CHECKS_FIELD,
    label: 'Before saving',
    hint: 'When you publish, the editor checks this as the build will: each field, the rules between fields and those across files (a number, an address or a name another design has, a featured review naming a design). What the build would refuse is not saved, and is listed here in the words the build uses.',
  },
  ...fields,
];

function designFields() {
  const shape = designSchema.shape;
  const overrides: FieldOverrides = {
    id: { label: 'Number', widget: DESIGN_NUMBER_WIDGET },
    slug: { label: 'Address (slug)' },
    price: money(shape.price.description, PRICE),
    originalPrice: money(shape.originalPrice.description, ORIGINAL_PRICE),
    description: longText,
    searchDescription: longText,
    'features.*': { label: 'Feature' },
    colors: { default: [DEFAULT_COLOR] },
    sizes: { default: [...SIZES] },
    rating: { step: 0.1, default: 0 },
    reviewCount: { default: 0 },
    customerReviews: {
      default: [],
      collapsed: true,
      summary: '{{fields.name}}: {{fields.rating}} stars',
    },
    'customerReviews.text': longText,
    'customerReviews.verified': { default: true },
    'customerReviews.date': date,
    print: { label: 'Print (the drawing)' },
    'print.lines.*': { label: 'Line' },
    ...Object.fromEntries(PRODUCT_VIEWS.map((view) => [`photos.${view}`, photo(view)])),
  };
  return withChecks(formFields(designSchema, overrides));
}

function pageFiles(folder: string) {
  const titled = (list: string) => ({
    [`${list}.text`]: longText,
    [list]: { summary: '{{fields.title}}', collapsed: true },
  });
  const person = (list: string) => ({
    [list]: { summary: '{{fields.name}}', collapsed: true },
    [`${list}.text`]: longText,
  });
  const pages = [
    {
      name: HOME_PAGE,
      label: 'Home page',
      file: `${folder}/${CONTENT_FILES.home}`,
      fields: formFields(homeSchema, {
        'hero.subheadline': longText,
        'hero.primaryCtaLabel': { label: 'Shop button' },
        'hero.secondaryCtaLabel': { label: 'Size guide button' },
        'hero.imageAlt': { label: 'Picture description (alt text)' },
        ...titled('benefits'),
        ...person('testimonials'),
        'newsletter.text': longText,
        'newsletter.inputLabel': { label: 'Email field name' },
      }),
    },
    {
      name: ABOUT_PAGE,
      label: 'About page',
      file: `${folder}/${CONTENT_FILES.about}`,
      fields: formFields(aboutSchema, {
        'mission.text': longText,
        'story.paragraphs.*': { label: 'Paragraph', widget: 'text' },
        ...titled('values'),
        team: { summary: '{{fields.name}}', collapsed: true },
        'team.bio': longText,
      }),
    },
    {
      name: SIZE_GUIDE_PAGE,
      label: 'Size guide',
      file: `${folder}/${CONTENT_FILES.sizeGuide}`,
      fields: formFields(sizeGuideSchema, {
        'intro.text': longText,
        chart: { label: 'Size chart', summary: '{{fields.size}}', collapsed: true },
        'chart.us': { label: 'US sizes' },
        ...titled('howToMeasure'),
        'proTips.*': { label: 'Tip', widget: 'text' },
        ...titled('fitByStyle'),
        ...titled('fitByNursingAccess'),
        ...titled('specialConsiderations'),
        'help.text': longText,
      }),
    },
    {
      name: REVIEWS_PAGE,
      label: 'Reviews page',
      file: `${folder}/${CONTENT_FILES.reviews}`,
      fields: formFields(reviewsSchema, {
        featured: { label: 'Featured reviews', summary: '{{fields.name}}', collapsed: true },
        'featured.product': {
          widget: 'relation',
          collection: DESIGNS_COLLECTION,
          value_field: 'name',
          search_fields: ['name'],
          display_fields: ['name'],
        },
        'featured.text': longText,
        'featured.date': date,
      }),
    },
  ];
  // Each page has a preview pane (editor/preview/), drawn by the shop's own components.
  return pages.map((page) => ({ ...page, fields: withChecks(page.fields) }));
}

/** The whole configuration, as Decap CMS reads it (JSON is YAML, so config.yml holds it as it is). */
export function cmsConfig(
  settings: EditorSettings,
  folders: EditorFolders,
  siteUrl: string,
): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      ...(settings.githubRepo ? { repo: settings.githubRepo } : {}),
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}” (editor)',
        update: 'Content: update {{collection}} “{{slug}}” (editor)',
        delete: 'Content: delete {{collection}} “{{slug}}” (editor)',
        uploadMedia: 'Photos: upload {{path}} (editor)',
        deleteMedia: 'Photos: delete {{path}} (editor)',
      },
    },
    local_backend: { url: editorBackendUrl(settings.localBackendPort) },
    site_url: siteUrl,
    display_url: siteUrl,
    logo: { src: '/icon.svg', show_in_header: true },
    locale: 'en',
    show_preview_links: false,
    media_folder: folders.photos,
    public_folder: '',
    // Photos are redrawn in the browser before they leave it: upright, and with no metadata (a phone's
    // GPS position would otherwise reach the repository's history). Decap redraws JPEG, PNG and WebP; the
    // editor's own script the others (editor/photo-redraw.ts); scripts/images fits and sizes them.
    media_processing: { enabled: true, strip_metadata: true, quality: PHOTO_QUALITY },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: DESIGNS_COLLECTION,
        label: 'Designs',
        label_singular: 'Design',
        description: `Every design ${SHOP_NAME} sells, one file each. A new design takes the next number; its address (slug) names its file and its photo folder.`,
        folder: `${folders.content}/${CONTENT_FILES.designs}`,
        extension: 'json',
        format: 'json',
        create: true,
        delete: true,
        identifier_field: 'name',
        slug: '{{fields.slug}}',
        summary: '{{fields.id}}. {{fields.name}} · {{fields.category}} · ${{fields.price}}',
        sortable_fields: [
          { field: 'id', label: 'Number', default_sort: 'asc' },
          'name',
          'category',
          'price',
        ],
        media_folder: `/${folders.photos}/{{fields.slug}}`,
        public_folder: '',
        fields: designFields(),
      },
      {
        name: PAGES_COLLECTION,
        label: 'Pages',
        label_singular: 'Page',
        description: 'The copy of the home, about, size guide and reviews pages.',
        files: pageFiles(folders.content),
      },
    ],
  };
}
