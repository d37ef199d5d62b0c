/**
 * The names the editor's configuration (scripts/admin/cms-config.ts) and its scripts in the page (this
 * folder) both use: the collections, and the widgets of ours the form names.
 */
export const DESIGNS_COLLECTION = 'designs';
export const PAGES_COLLECTION = 'pages';
/** The reviews page's file in the pages collection: its featured reviews name designs. */
export const REVIEWS_PAGE = 'reviews';

/** The first field of every form: the build's rules, checked before a save (checks-widget.ts). */
export const CHECKS_FIELD = { name: 'checks', widget: 'content-checks' } as const;
/** How the checks field's list of what the build would refuse is named, for assistive technology. */
export const REFUSALS_LABEL = 'What the build would refuse';
/** A design's number, the next free one filled in for a new design (number-widget.ts). */
export const DESIGN_NUMBER_WIDGET = 'design-number';

/** The quality photos are saved at, redrawn in the browser (Decap's media_processing and photo-redraw.ts). */
export const PHOTO_QUALITY = 92;

/**
 * The file in the export's admin/ folder naming the commit the site was built from (build-status.ts),
 * which the editor reads after a publish to tell when her change is live (editor/publish-status.ts).
 */
export const BUILD_STATUS_FILE = 'build.json';
/** The id of the line at the editor's foot saying where her last publish stands (publish-status.ts). */
export const PUBLISH_STATUS_ID = 'publish-status';
/** The preview's stylesheet in the editor's folder: the shop's own, and its fonts whole (preview/*). */
export const PREVIEW_STYLESHEET = 'preview.css';
/** The designs the built site holds pictures of, by address (a JSON list, beside the preview's stylesheet). */
export const BUILT_PICTURES = 'preview-pictures.json';
/** The pages collection's files, each with a preview of its own (preview/register.ts). */
export const HOME_PAGE = 'home';
export const ABOUT_PAGE = 'about';
export const SIZE_GUIDE_PAGE = 'size-guide';

/** What the editor says when a deletion would break the build, before the build's own lines. */
export const DELETION_REFUSED = 'the build would refuse the shop without it';
