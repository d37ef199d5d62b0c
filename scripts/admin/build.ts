/**
 * Post-build step (after the pages are rewritten, before `_headers`): writes the editor into the export's
 * admin/ folder, beside the shop and apart from it: its page, its configuration (cms-config.ts), Decap
 * CMS's bundle copied from node_modules (nothing is fetched from a CDN when it runs), the shop's fonts and
 * a stylesheet, and the preview pane's stylesheet (the shop's own, as its home page links it) and the list
 * of designs the site holds pictures of, and the commit this build came from (build-status.ts). No shop page links to it or loads any of it; scripts/headers/generate.ts gives it its own
 * policy (policy.ts) and keeps it out of search engines, and it is in no sitemap.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { contentDirName } from '../../data/content-folder';
import { productImagePath } from '../../data/image-paths';
import { siteUrl } from '../../lib/public-config';
import { editorSettings, photosDirName } from '../build-config';
import { ADMIN_FOLDER, PROJECT_ROOT, siteDir } from '../site-dir';
import { cmsConfig } from './cms-config';
import { builtFrontImage } from './editor/preview/built-picture';
import { buildStatus } from './build-status';
import { BUILD_STATUS_FILE } from './editor/form-names';
import { writeEditorScripts } from './editor-scripts';
import { attribute, relOf } from '../export/html-edits';
import { pageMarkup } from '../export/next-output-contract';
import { BUILT_PICTURES, PREVIEW_STYLESHEET } from './editor/form-names';
import { EDITOR_FONTS, editorStylesheet, previewStylesheet } from './editor-style';
import { ADMIN_PATH, adminPage, BUNDLE } from './page';
import { adminPolicy } from './policy';

/** The stylesheets the shop's pages link (scripts/export keeps the links, disabled, beside the inlined copy). */
function shopStylesheets(site: string): string[] {
  const home = path.join(site, 'index.html');
  const { elements } = pageMarkup(home, readFileSync(home, 'utf8'));
  const hrefs = elements
    .filter((element) => element.tagName === 'link' && relOf(element).includes('stylesheet'))
    .map((link) => attribute(link, 'href') ?? '');
  if (hrefs.length === 0) throw new Error(`${home} links no stylesheet for the preview to use`);
  return hrefs;
}

/** The designs whose front picture the export holds (scripts/images writes them), for the preview to show. */
function builtPictures(site: string): string[] {
  const folder = path.join(site, path.dirname(path.dirname(productImagePath('x', 'front'))));
  return readdirSync(folder).filter((slug) => existsSync(path.join(site, builtFrontImage(slug))));
}

/** Decap's bundle, its chunks loaded on demand, their WebAssembly and licenses: not its source maps. */
const isBundleFile = (name: string) =>
  /^(\d+\.)?decap-cms\.js$/.test(name) ||
  name.endsWith('.wasm') ||
  name === `${BUNDLE}.LICENSE.txt`;

function main(): void {
  loadEnvConfig(PROJECT_ROOT, false, { info: () => {}, error: console.error });
  const out = path.join(siteDir(), ADMIN_FOLDER);
  if (existsSync(out)) {
    throw new Error(
      `${path.relative(PROJECT_ROOT, out)}/ already exists after next build: a route in app/${ADMIN_FOLDER} would take the editor's address.`,
    );
  }
  const settings = editorSettings();
  mkdirSync(path.join(out, 'fonts'), { recursive: true });

  const require = createRequire(path.join(PROJECT_ROOT, 'package.json'));
  const bundleDir = path.dirname(require.resolve(`decap-cms/dist/${BUNDLE}`));
  const bundleFiles = readdirSync(bundleDir).filter(isBundleFile);
  for (const name of bundleFiles) copyFileSync(path.join(bundleDir, name), path.join(out, name));
  const editorScripts = writeEditorScripts(out);
  for (const [name, file] of Object.entries(EDITOR_FONTS)) {
    copyFileSync(require.resolve(file), path.join(out, 'fonts', name));
  }

  const config = cmsConfig(
    settings,
    { content: contentDirName(), photos: photosDirName() },
    siteUrl(),
  );
  writeFileSync(path.join(out, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(path.join(out, 'editor.css'), editorStylesheet(`${ADMIN_PATH}/fonts`));
  writeFileSync(path.join(out, BUILD_STATUS_FILE), `${JSON.stringify(buildStatus())}\n`);
  writeFileSync(
    path.join(out, PREVIEW_STYLESHEET),
    previewStylesheet(shopStylesheets(siteDir()), `${ADMIN_PATH}/fonts`),
  );
  writeFileSync(path.join(out, BUILT_PICTURES), `${JSON.stringify(builtPictures(siteDir()))}\n`);
  writeFileSync(
    path.join(out, 'index.html'),
    adminPage(adminPolicy(settings, { forMetaElement: true })),
  );

  console.log(
    `admin: wrote the editor to ${path.relative(PROJECT_ROOT, out)}/ (Decap CMS, ${bundleFiles.length} files from node_modules; its own scripts, ${editorScripts.length} files); ${
      settings.githubRepo
        ? `online it commits to github.com/${settings.githubRepo} (${settings.branch})`
        : 'EDITOR_GITHUB_REPO is unset: it edits this checkout only, through `npm run edit`'
    }`,
  );
}

try {
  main();
} catch (error) {
  // A missing or malformed setting (scripts/build-config.ts) is the owner's to fix: its words, no stack trace.
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
