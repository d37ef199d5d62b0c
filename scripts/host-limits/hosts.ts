/**
 * The hosts docs/deploying.md names and what each documents it refuses of a deployment, each limit with
 * the page that says so. The build checks the export against the hosts the owner deploys to (DEPLOY_HOST,
 * scripts/build-config.ts; all of them by default) and refuses what any of them would reject
 * (scripts/host-limits/main.ts). docs/deploying.md holds the same table.
 */

/** The hosts, as DEPLOY_HOST names them. */
export const DEPLOY_HOSTS = [
  'netlify',
  'cloudflare-pages',
  'github-pages',
  's3-cloudfront',
  'nginx',
] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

export const HOST_NAMES: Record<DeployHost, string> = {
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
  'github-pages': 'GitHub Pages',
  's3-cloudfront': 'Amazon S3 and CloudFront',
  nginx: 'nginx',
};

/** What is measured of an export (scripts/host-limits/measure.ts), and its unit. */
export const MEASURES = {
  headerRules: { label: '_headers rules', unit: 'count' },
  headerLine: { label: 'longest _headers line', unit: 'characters' },
  policyLength: { label: 'longest Content-Security-Policy in _headers', unit: 'characters' },
  files: { label: 'files', unit: 'count' },
  filesInOneFolder: { label: 'most files in one folder', unit: 'count' },
  largestFile: { label: 'largest file', unit: 'bytes' },
  totalBytes: { label: 'total size', unit: 'bytes' },
  longestPath: { label: 'longest file path', unit: 'bytes' },
} as const;
export type Measure = keyof typeof MEASURES;

export interface Limit {
  host: DeployHost;
  measure: Measure;
  /** The most the host takes. */
  max: number;
  /** What else the limit depends on or counts, for the report: "Free plan". */
  note?: string;
  source: string;
}

export interface HostOptions {
  /**
   * Cloudflare Pages takes 100,000 files on a paid plan once the project sets PAGES_WRANGLER_MAJOR_VERSION=4
   * (read by scripts/build-config.ts), 20,000 otherwise.
   */
  cloudflarePaidFiles: boolean;
}

const CLOUDFLARE_LIMITS = 'https://developers.cloudflare.com/pages/platform/limits/';
const CLOUDFLARE_HEADERS = 'https://developers.cloudflare.com/pages/configuration/headers/';
const CLOUDFLARE_PAID_FILES =
  'https://developers.cloudflare.com/changelog/post/2026-01-23-pages-file-limit-increase/';
const NETLIFY_DEPLOYS = 'https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit';
const GITHUB_PAGES_LIMITS =
  'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits';
const CLOUDFRONT_QUOTAS =
  'https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html';
const S3_OBJECT_KEYS = 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/object-keys.html';

/**
 * Every documented limit a deployment of the export can meet. nginx documents none it can reach; Netlify
 * documents no limit on `_headers` or on the files of a deploy, only on the files of one folder; GitHub Pages
 * and S3 read no `_headers`.
 */
export function hostLimits({ cloudflarePaidFiles }: HostOptions): Limit[] {
  return [
    {
      host: 'cloudflare-pages',
      measure: 'headerRules',
      max: 100,
      source: `${CLOUDFLARE_LIMITS}#headers`,
    },
    {
      host: 'cloudflare-pages',
      measure: 'headerLine',
      max: 2_000,
      note: 'spacing, name and value included',
      source: CLOUDFLARE_HEADERS,
    },
    cloudflarePaidFiles
      ? {
          host: 'cloudflare-pages',
          measure: 'files',
          max: 100_000,
          note: 'paid plan, PAGES_WRANGLER_MAJOR_VERSION=4',
          source: CLOUDFLARE_PAID_FILES,
        }
      : {
          host: 'cloudflare-pages',
          measure: 'files',
          max: 20_000,
          note: 'Free plan',
          source: `${CLOUDFLARE_LIMITS}#files`,
        },
    {
      host: 'cloudflare-pages',
      measure: 'largestFile',
      max: 25 * 1024 * 1024,
      note: '25 MiB',
      source: `${CLOUDFLARE_LIMITS}#file-size`,
    },
    {
      host: 'netlify',
      measure: 'filesInOneFolder',
      max: 54_000,
      source: NETLIFY_DEPLOYS,
    },
    {
      host: 'github-pages',
      measure: 'totalBytes',
      max: 1_000_000_000,
      note: '1 GB, the published site',
      source: GITHUB_PAGES_LIMITS,
    },
    {
      host: 's3-cloudfront',
      measure: 'policyLength',
      max: 1_783,
      note: 'in a response headers policy',
      source: CLOUDFRONT_QUOTAS,
    },
    {
      host: 's3-cloudfront',
      measure: 'longestPath',
      max: 1_024,
      note: 'an object key, UTF-8',
      source: S3_OBJECT_KEYS,
    },
  ];
}
