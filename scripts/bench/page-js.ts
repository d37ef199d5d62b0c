/**
 * Static byte measures of an exported site (out/): the JavaScript each page loads, in gzip bytes, and a
 * page's first view as files (HTML, CSS, JS, preloaded fonts, the priority image at a phone's srcset pick).
 * No browser: deterministic, so the byte-budget test can assert on it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { BACKEND_CLIENT_MARKERS } from './budgets';
import { firstLoadScriptUrls, linkedUrls, priorityImageUrl } from './html';
import { htmlFileFor } from '../site-routes';
import type { ColorScheme } from '../../lib/images';

/** gzip level 9 (zlib's best): the figure a well-configured CDN sends and the one the budgets use. */
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** Lighthouse's mobile device (Moto G Power): what "a phone" means in these measures. */
export const MOBILE_DEVICE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageScripts {
  route: string;
  scripts: ScriptFile[];
  gzipBytes: number;
  rawBytes: number;
  /** First-load scripts that contain the backend client (must be empty). */
  backendClientScripts: string[];
  /** Referenced files that are not in out/ (must be empty; counted as 0 bytes). */
  missingFiles: string[];
}

/** Reads files of one exported site, caching contents and gzip sizes (pages share most chunks). */
export class ExportedSite {
  private readonly contents = new Map<string, Buffer>();
  private readonly gzipSizes = new Map<string, number>();

  constructor(readonly outDir: string) {}

  /** The file that a root-relative URL ('/_next/static/chunks/x.js?v=1') names inside out/. */
  fileFor(url: string): string {
    const pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
    const file = path.join(this.outDir, pathname);
    if (!file.startsWith(this.outDir + path.sep))
      throw new Error(`${url} points outside ${this.outDir}`);
    return file;
  }

  exists(url: string): boolean {
    return existsSync(this.fileFor(url));
  }

  read(url: string): Buffer {
    const file = this.fileFor(url);
    let content = this.contents.get(file);
    if (!content) {
      content = readFileSync(file);
      this.contents.set(file, content);
    }
    return content;
  }

  gzipBytes(url: string): number {
    const file = this.fileFor(url);
    let size = this.gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(this.read(url), { level: GZIP_LEVEL }).length;
      this.gzipSizes.set(file, size);
    }
    return size;
  }

  html(route: string): string {
    return readFileSync(path.join(this.outDir, htmlFileFor(route)), 'utf8');
  }
}

export function measurePageScripts(
  site: ExportedSite,
  route: string,
  html = site.html(route),
): PageScripts {
  const urls = firstLoadScriptUrls(html);
  const missingFiles = urls.filter((url) => !site.exists(url));
  const scripts = urls
    .filter((url) => site.exists(url))
    .map((url) => ({
      url,
      rawBytes: site.read(url).length,
      gzipBytes: site.gzipBytes(url),
    }));
  const backendClientScripts = scripts
    .filter(({ url }) => {
      const text = site.read(url).toString('utf8');
      return BACKEND_CLIENT_MARKERS.some((marker) => marker.test(text));
    })
    .map(({ url }) => url);
  return {
    route,
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    backendClientScripts,
    missingFiles,
  };
}

export interface StaticFirstView {
  route: string;
  htmlBytes: number;
  cssBytes: number;
  jsBytes: number;
  fontBytes: number;
  imageBytes: number;
  /** The priority image file counted, at the phone's srcset pick. */
  image?: string;
  total: number;
  /** Referenced files that are not in out/ (must be empty; counted as 0 bytes). */
  missingFiles: string[];
}

/**
 * A page's first view as the files a phone must download before it is complete: the HTML, stylesheets and
 * scripts (gzip level 9), the preloaded fonts (woff2, already compressed: their size) and the priority image
 * at the candidate Chromium picks on Lighthouse's phone, in the light or dark `scheme` (each theme has its
 * own drawing). Other images are lazy or below the fold.
 */
export function measureStaticFirstView(
  site: ExportedSite,
  route: string,
  scheme: ColorScheme = 'light',
): StaticFirstView {
  const html = site.html(route);
  const htmlUrl = `/${htmlFileFor(route)}`;
  const missingFiles: string[] = [];
  const sum = (urls: string[], size: (url: string) => number) =>
    urls.reduce((total, url) => {
      if (site.exists(url)) return total + size(url);
      missingFiles.push(url);
      return total;
    }, 0);
  const htmlBytes = site.gzipBytes(htmlUrl);
  const cssBytes = sum(linkedUrls(html, 'stylesheet'), (url) => site.gzipBytes(url));
  const scripts = measurePageScripts(site, route, html);
  missingFiles.push(...scripts.missingFiles);
  const fontBytes = sum(linkedUrls(html, 'preload', 'font'), (url) => site.read(url).length);
  const image = priorityImageUrl(
    html,
    MOBILE_DEVICE.width,
    MOBILE_DEVICE.deviceScaleFactor,
    scheme,
  );
  const imageBytes = image ? sum([image], (url) => site.read(url).length) : 0;
  return {
    route,
    htmlBytes,
    cssBytes,
    jsBytes: scripts.gzipBytes,
    fontBytes,
    imageBytes,
    image,
    total: htmlBytes + cssBytes + scripts.gzipBytes + fontBytes + imageBytes,
    missingFiles,
  };
}
