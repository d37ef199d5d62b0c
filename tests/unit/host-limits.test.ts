/** @jest-environment node */
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkLimits } from '@/scripts/host-limits/check';
import { DEPLOY_HOSTS, hostLimits, type DeployHost } from '@/scripts/host-limits/hosts';
import { measureSite, type SiteMeasures } from '@/scripts/host-limits/measure';

/**
 * The build's last step (scripts/host-limits/main.ts): an export measured, and refused, naming the host and
 * the limit, when a host it is deployed to would reject it. Each fixture really goes over a limit, or stops
 * exactly at it; big files are sparse, so a gigabyte costs no disk.
 */

let work = '';
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'host-limits-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A fresh folder for one fixture. */
async function folder(name: string): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Writes `content`, or with a number a file of that many bytes that takes no space on disk. */
async function put(dir: string, file: string, content: string | number): Promise<void> {
  const target = path.join(dir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, typeof content === 'string' ? content : '');
  if (typeof content === 'number') await truncate(target, content);
}

const CLOUDFLARE_LIMITS = 'https://developers.cloudflare.com/pages/platform/limits/';
const MIB = 1024 * 1024;

/** The measures of a 26-design build. */
const builtSite: SiteMeasures = {
  values: {
    headerRules: 15,
    headerLine: 376,
    policyLength: 349,
    files: 1_966,
    filesInOneFolder: 101,
    largestFile: 5_167_389,
    totalBytes: 56_332_760,
    longestPath: 70,
  },
  where: { largestFile: 'admin/decap-cms.js' },
};

/** The limits of the hosts in `hosts` (all of them by default). */
const limitsOf = (hosts: readonly DeployHost[] = DEPLOY_HOSTS, cloudflarePaidFiles = false) =>
  hostLimits({ cloudflarePaidFiles }).filter((limit) => hosts.includes(limit.host));

/** What the checks say of the export in `dir` on `hosts` (all of them by default). */
async function verdict(dir: string, hosts?: readonly DeployHost[]) {
  return checkLimits(await measureSite(dir), limitsOf(hosts));
}

/** A `_headers` rule whose header line is `length` characters long, indentation included. */
const ruleWithLine = (pattern: string, length: number) =>
  `${pattern}\n  X-Long: ${'x'.repeat(length - '  X-Long: '.length)}\n`;

describe('what is measured', () => {
  it('files, their bytes, the largest one, the fullest folder and the longest path; the rules of _headers', async () => {
    const dir = await folder('measured');
    const headers = `# a comment, not a rule\n/*\n  X-A: 1\n\n/shop*\n  Content-Security-Policy: default-src 'self'\n\n${ruleWithLine('/about', 60)}`;
    const files: Array<[string, string | number]> = [
      ['index.html', 'home'],
      ['images/big.webp', 5_000],
      ['images/a.webp', 'ab'],
      ['images/b.webp', 'ab'],
      ['images/c.webp', 'ab'],
      // A folder's own files count, not its subfolders'.
      ['images/deep/d.webp', 'd'],
      ['images/deep/e.webp', 'e'],
      ['products/a-rather-long-design-name/front.webp', 'x'],
      ['_headers', headers],
    ];
    for (const [file, content] of files) await put(dir, file, content);
    const { values, where } = await measureSite(dir);
    expect(values).toEqual({
      files: 9,
      totalBytes: 4 + 5_000 + 3 * 2 + 2 + 1 + headers.length,
      largestFile: 5_000,
      filesInOneFolder: 4,
      longestPath: 'products/a-rather-long-design-name/front.webp'.length,
      headerRules: 3,
      headerLine: 60,
      policyLength: "default-src 'self'".length,
    });
    expect(where).toEqual({
      largestFile: 'images/big.webp',
      filesInOneFolder: 'images/',
      longestPath: 'products/a-rather-long-design-name/front.webp',
      headerLine: 'a line of /about',
      policyLength: "/shop*'s",
    });
  });
});

describe('what a host would reject is refused, naming the host and the limit', () => {
  it("a _headers line of 2,001 characters: Cloudflare Pages' 2,000 (at 2,000, nothing)", async () => {
    const over = await folder('long-line');
    await put(over, '_headers', ruleWithLine('/*', 2_001));
    const { refusals } = await verdict(over);
    expect(refusals).toEqual([
      expect.stringMatching(
        /^longest _headers line: 2,001 characters, over the 2,000 characters Cloudflare Pages takes .*: a line of \/\*\. https:\/\/developers\.cloudflare\.com\/pages\/configuration\/headers\/$/,
      ),
    ]);
    const at = await folder('line-at-limit');
    await put(at, '_headers', ruleWithLine('/*', 2_000));
    expect((await verdict(at)).refusals).toEqual([]);
  });

  it("101 rules: Cloudflare Pages' 100 (at 100, nothing)", async () => {
    const rules = (count: number) =>
      Array.from({ length: count }, (_, index) => `/page-${index}\n  X-A: 1\n`).join('\n');
    const over = await folder('rules');
    await put(over, '_headers', rules(101));
    expect((await verdict(over)).refusals).toEqual([
      `_headers rules: 101, over the 100 Cloudflare Pages takes. ${CLOUDFLARE_LIMITS}#headers`,
    ]);
    const at = await folder('rules-at-limit');
    await put(at, '_headers', rules(100));
    expect((await verdict(at)).refusals).toEqual([]);
  });

  it("20,001 files: Cloudflare Pages' 20,000 on the Free plan, not its 100,000 on a paid one (at 20,000, nothing)", () => {
    // The files are counted on disk by the first test: 20,001 of them written here took 17 s.
    const withFiles = (files: number) => ({ ...builtSite, values: { ...builtSite.values, files } });
    const refusals = (files: number, hosts?: readonly DeployHost[], cloudflarePaidFiles = false) =>
      checkLimits(withFiles(files), limitsOf(hosts, cloudflarePaidFiles)).refusals;
    expect(refusals(20_001)).toEqual([
      `files: 20,001, over the 20,000 Cloudflare Pages takes (Free plan). ${CLOUDFLARE_LIMITS}#files`,
    ]);
    expect(refusals(20_000)).toEqual([]);
    expect(refusals(20_001, undefined, true)).toEqual([]);
    expect(refusals(20_001, ['netlify', 'github-pages'])).toEqual([]);
  });

  it("a file of 25 MiB and a byte: Cloudflare Pages' 25 MiB (at 25 MiB, nothing)", async () => {
    const over = await folder('big-file');
    await put(over, 'video.mp4', 25 * MIB + 1);
    expect((await verdict(over)).refusals).toEqual([
      `largest file: 26,214,401 bytes (26.2 MB), over the 26,214,400 bytes (26.2 MB) Cloudflare Pages takes (25 MiB): video.mp4. ${CLOUDFLARE_LIMITS}#file-size`,
    ]);
    const at = await folder('file-at-limit');
    await put(at, 'video.mp4', 25 * MIB);
    expect((await verdict(at)).refusals).toEqual([]);
  });

  it("a site over 1 GB: GitHub Pages' limit, which no other host has", async () => {
    const dir = await folder('big-site');
    for (let index = 0; index < 40; index += 1) await put(dir, `videos/${index}.mp4`, 25 * MIB);
    const { refusals } = await verdict(dir);
    expect(refusals).toEqual([
      'total size: 1,048,576,000 bytes (1.0 GB), over the 1,000,000,000 bytes (1.0 GB) GitHub Pages takes (1 GB, the published site). https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits',
    ]);
    expect((await verdict(dir, ['cloudflare-pages', 'netlify'])).refusals).toEqual([]);
  });

  it('a policy longer than a CloudFront response headers policy holds, and an S3 object key over 1,024 bytes', async () => {
    const dir = await folder('cloudfront');
    const policy = `default-src 'self'; connect-src 'self' ${'https://a.example '.repeat(100).trim()}`;
    await put(dir, '_headers', `/*\n  Content-Security-Policy: ${policy}\n`);
    const key = `${Array.from({ length: 6 }, (_, index) => String(index).repeat(200)).join('/')}/f.txt`;
    await put(dir, key, 'f');
    const quotas =
      'https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html';
    expect((await verdict(dir, ['s3-cloudfront'])).refusals).toEqual([
      `longest Content-Security-Policy in _headers: ${policy.length.toLocaleString('en-US')} characters, over the 1,783 characters Amazon S3 and CloudFront takes (in a response headers policy): /*'s. ${quotas}`,
      `longest file path: 1,211 bytes, over the 1,024 bytes Amazon S3 and CloudFront takes (an object key, UTF-8): ${key}. https://docs.aws.amazon.com/AmazonS3/latest/userguide/object-keys.html`,
    ]);
    expect(policy.length).toBeGreaterThan(1_783);
  });
});

describe('the report', () => {
  it('gives each measure against the strictest limit of the hosts checked', () => {
    const { report, refusals } = checkLimits(builtSite, hostLimits({ cloudflarePaidFiles: false }));
    expect(refusals).toEqual([]);
    expect(report).toContain('files: 1,966 of at most 20,000 (Cloudflare Pages, Free plan)');
    expect(report).toContain('_headers rules: 15 of at most 100 (Cloudflare Pages)');
    expect(report).toContain(
      'largest file: 5,167,389 bytes (5.2 MB) of at most 26,214,400 bytes (26.2 MB) (Cloudflare Pages, 25 MiB): admin/decap-cms.js',
    );
    expect(report).toContain('most files in one folder: 101 of at most 54,000 (Netlify)');
  });

  it('names the strictest of two limits on one measure', () => {
    const looser = {
      host: 'netlify' as const,
      measure: 'files' as const,
      max: 50_000,
      source: 'https://example.com/looser',
    };
    const { report } = checkLimits(builtSite, [
      looser,
      ...hostLimits({ cloudflarePaidFiles: false }),
    ]);
    expect(report).toContain('files: 1,966 of at most 20,000 (Cloudflare Pages, Free plan)');
  });

  it("names the folder over Netlify's limit on the files of one folder", () => {
    const full = {
      values: { ...builtSite.values, filesInOneFolder: 54_001 },
      where: { filesInOneFolder: 'images/products/' },
    };
    expect(checkLimits(full, hostLimits({ cloudflarePaidFiles: false })).refusals).toEqual([
      'most files in one folder: 54,001, over the 54,000 Netlify takes: images/products/. https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit',
    ]);
  });

  it('says when none of the hosts checked limits a measure', () => {
    const nginx = hostLimits({ cloudflarePaidFiles: false }).filter(
      (limit) => limit.host === 'nginx',
    );
    const { report } = checkLimits(builtSite, nginx);
    expect(report).toHaveLength(8);
    expect(report.every((line) => line.includes('no limit on the hosts checked'))).toBe(true);
  });
});
