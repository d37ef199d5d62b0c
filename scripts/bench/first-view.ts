/**
 * First view in a real browser: Chromium (Playwright) as Lighthouse's phone (412×823 CSS px, DPR 1.75, touch),
 * cold cache, no scrolling. Sums the bytes on the wire (encoded, headers included: CDP's
 * Network.loadingFinished encodedDataLength) of every response until the load event, the hydration loader's
 * start and then network idle (500 ms without a request). Also lists the scripts the page itself requested
 * (its parser, or its own inline code such as the hydration loader), to check the static JavaScript measure
 * counts what a browser really fetches.
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../browsers.mjs';
import { HYDRATE_SRC_ATTRIBUTE } from '../../lib/inline-loader/contract';
import { MOBILE_DEVICE } from './page-js';

/** Lighthouse 12's mobile user agent (its Moto G Power emulation). */
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** Lighthouse's phone as a Playwright context: its screen, touch, a mobile viewport and user agent. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: MOBILE_DEVICE.width, height: MOBILE_DEVICE.height },
  deviceScaleFactor: MOBILE_DEVICE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_USER_AGENT,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

type WeightKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'prefetch' | 'other';

export interface FirstViewWeight {
  status: number;
  total: number;
  /** Script URLs (path + query) the page requested itself (parser or inline code), in request order. */
  pageScripts: string[];
  /** Scripts the framework's own code requested (the router prefetching other pages' chunks). */
  prefetchedScripts: string[];
  /** Every counted response (path + query), largest first: where the bytes went. */
  files: { url: string; kind: WeightKind; bytes: number }[];
}

const KIND_BY_CDP_TYPE: Record<string, WeightKind> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Font: 'font',
  Image: 'image',
  Fetch: 'prefetch',
  XHR: 'prefetch',
};

interface RequestRecord {
  url: string;
  kind: WeightKind;
  /** Requested by the document's parser or by one of its inline scripts, not by a script file. */
  byPage: boolean;
  bytes?: number;
}

export async function measureFirstView(browser: Browser, url: string): Promise<FirstViewWeight> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const requests = new Map<string, RequestRecord>();
    let counting = true;
    cdp.on('Network.requestWillBeSent', (event) => {
      // A data: URL (the fonts inlined by scripts/export/inline-stylesheets.ts) came with its document.
      if (!counting || event.request.url.startsWith('data:')) return;
      requests.set(event.requestId, {
        url: event.request.url,
        kind: KIND_BY_CDP_TYPE[event.type ?? ''] ?? 'other',
        byPage:
          event.initiator.type === 'parser' ||
          event.initiator.stack?.callFrames[0]?.url === event.documentURL,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const record = requests.get(event.requestId);
      if (counting && record) record.bytes = event.encodedDataLength;
    });

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The hydration loader (scripts/hydration) fetches the scripts after the first paint, which on a busy
    // machine can come more than network idle's 500 ms after load: wait until it has run.
    await page.waitForFunction(
      (attribute) =>
        [...document.querySelectorAll(`script[${attribute}]`)].every((inert) =>
          document.querySelector(`script[src="${inert.getAttribute(attribute)}"]`),
        ),
      HYDRATE_SRC_ATTRIBUTE,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    counting = false;

    const local = (url: string) => url.slice(new URL(url).origin.length);
    const records = [...requests.values()];
    const scripts = (byPage: boolean) =>
      records
        .filter((record) => record.kind === 'js' && record.byPage === byPage)
        .map((record) => local(record.url));
    const files = records
      .filter((record) => record.bytes !== undefined)
      .map(({ url, kind, bytes = 0 }) => ({ url: local(url), kind, bytes }))
      .sort((a, b) => b.bytes - a.bytes);
    return {
      status: response?.status() ?? 0,
      total: files.reduce((sum, file) => sum + file.bytes, 0),
      pageScripts: scripts(true),
      prefetchedScripts: scripts(false),
      files,
    };
  } finally {
    await context.close();
  }
}
