/**
 * `npm run lastmod` (a step of `npm run build`, after `npm run content`): the day each page of sitemap.xml
 * last changed, from git (./page-dates.ts), written where app/sitemap.ts reads it (SITEMAP_LASTMOD_FILE).
 * One line says what it found, or why git could not tell (a shallow clone: sitemap.xml then leaves
 * <lastmod> out, which the sitemaps protocol allows).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDirName } from '../../data/content-folder';
import { SITEMAP_LASTMOD_FILE, indexablePages } from '../../lib/seo/routes';
import { photosDirName } from '../build-config';
import { PROJECT_ROOT } from '../site-dir';
import { sitemapDates, todayUtc } from './page-dates';

const { lastmod, line } = sitemapDates({
  root: PROJECT_ROOT,
  folders: { content: contentDirName(), photos: photosDirName() },
  pages: indexablePages(),
  today: todayUtc(),
});
const file = path.join(PROJECT_ROOT, SITEMAP_LASTMOD_FILE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(lastmod, null, 2)}\n`);
console.log(`lastmod: ${line}`);
