/** @jest-environment node */
import { z } from 'zod';
import { CATEGORIES, BADGES, PRINT_STYLES, PRODUCT_VIEWS, SIZES } from '@/data/types';
import { INK_NAMES } from '@/data/inks';
import { designSchema } from '@/data/schema/design';
import { cmsConfig } from '@/scripts/admin/cms-config';
import { formFields, type CmsField } from '@/scripts/admin/form-fields';
import { CHECKS_FIELD, DESIGN_NUMBER_WIDGET } from '@/scripts/admin/editor/form-names';
import { adminPage } from '@/scripts/admin/page';
import { adminPolicy } from '@/scripts/admin/policy';
import { editorSettings } from '@/scripts/build-config';

const settings = editorSettings({});
const config = cmsConfig(
  settings,
  { content: 'data/content', photos: 'data/photos' },
  'https://shop.example',
);
type Collection = {
  name: string;
  folder?: string;
  files?: Array<{ file: string; fields: CmsField[] }>;
  fields?: CmsField[];
  [key: string]: unknown;
};
const collections = config.collections as Collection[];
const designs = collections.find((collection) => collection.name === 'designs')!;

/** The form field at a path of names: 'print.inks'. */
function formField(fields: CmsField[] | undefined, names: string): CmsField {
  const [name, ...rest] = names.split('.');
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no form field ${names}`);
  return rest.length ? formField(found.fields, rest.join('.')) : found;
}
const design = (names: string) => formField(designs.fields, names);
const patternOf = (field: CmsField) => new RegExp(field.pattern![0]);

describe("the editor's design form", () => {
  it('offers exactly the schema’s closed sets as selects: category, badge, colors, sizes, print style, inks', () => {
    expect(design('category')).toMatchObject({
      widget: 'select',
      options: CATEGORIES,
      required: true,
    });
    expect(design('badge')).toMatchObject({ widget: 'select', options: BADGES, required: false });
    expect(design('sizes')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: SIZES,
      min: 1,
    });
    expect(design('print.style')).toMatchObject({ widget: 'select', options: PRINT_STYLES });
    expect(design('print.inks')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: INK_NAMES,
      min: 2,
      max: 3,
    });
  });

  it('holds numbers to the schema’s ranges: price and original price from 0 to the cent, rating 0 to 5', () => {
    expect(design('price')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 0,
      required: true,
    });
    expect(design('originalPrice')).toMatchObject({ min: 0, required: false });
    for (const price of [design('price'), design('originalPrice')]) {
      expect(['39.99', '40', '0.5'].map((value) => patternOf(price).test(value))).toEqual([
        true,
        true,
        true,
      ]);
      expect(patternOf(price).test('39.999')).toBe(false);
    }
    expect(design('rating')).toMatchObject({ value_type: 'float', min: 0, max: 5 });
    expect(design('reviewCount')).toMatchObject({ value_type: 'int', min: 0 });
    expect(design('id')).toMatchObject({ value_type: 'int', min: 1 });
    expect(design('customerReviews.rating')).toMatchObject({ value_type: 'int', min: 1, max: 5 });
  });

  it('holds texts to the schema’s patterns and lengths: a URL-safe slug, a 50 to 160 character search description', () => {
    const slug = patternOf(design('slug'));
    expect(['milk-bar', 'nap-queen-2'].map((value) => slug.test(value))).toEqual([true, true]);
    expect(['Milk Bar', 'milk--bar', 'milk_bar', '-milk'].some((value) => slug.test(value))).toBe(
      false,
    );
    const search = patternOf(design('searchDescription'));
    expect([49, 50, 160, 161].map((length) => search.test('x'.repeat(length)))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(design('features')).toMatchObject({ widget: 'list', min: 5, max: 5 });
  });

  it('gives every field the sentence the build says when it refuses it, as its hint', () => {
    expect(design('category').hint).toBe(designSchema.shape.category.description);
    expect(`${design('price').pattern?.[1]}.`).toBe(designSchema.shape.price.description);
  });

  it('has a field for every field of the schema, and none it lacks, after the build’s checks', () => {
    const json = z.toJSONSchema(designSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, unknown>;
    };
    expect(designs.fields!.map((field) => field.name)).toEqual([
      CHECKS_FIELD.name,
      ...Object.keys(json.properties),
    ]);
    expect(Object.keys(json.properties)).not.toContain(CHECKS_FIELD.name);
    expect(() => formFields(designSchema, { pirce: { label: 'Price' } })).toThrow(/pirce/);
  });

  it('fills in the next free number for a new design', () => {
    expect(design('id')).toMatchObject({ widget: DESIGN_NUMBER_WIDGET, value_type: 'int', min: 1 });
  });

  it('refuses a line of a print that is only spaces, as it refuses one over 30 characters', () => {
    const line = patternOf(design('print.lines').field!);
    expect(['Nap', ' Queen ', 'x'.repeat(30)].map((value) => line.test(value))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['   ', '\t', 'x'.repeat(31), ` ${'x'.repeat(30)}`].some((value) => line.test(value)),
    ).toBe(false);
  });

  it("uploads each view's photo into the design's own photo folder, named in its file", () => {
    expect(design('photos').hint).toBe(
      "The owner's photos of the design, one per view, in its photo folder (data/photos/<slug>/): a view with a photo shows it, one without is drawn from the print.",
    );
    expect(design('photos').fields?.map((field) => [field.name, field.widget])).toEqual(
      PRODUCT_VIEWS.map((view) => [view, 'image']),
    );
    expect(designs).toMatchObject({
      folder: 'data/content/designs',
      slug: '{{fields.slug}}',
      media_folder: '/data/photos/{{fields.slug}}',
      public_folder: '',
    });
    expect(config.media_processing).toEqual({ enabled: true, strip_metadata: true, quality: 92 });
  });

  it('starts every form with the build’s checks, which hold nothing', () => {
    const forms = [designs.fields!, ...(collections[1]?.files ?? []).map((file) => file.fields)];
    expect(forms).toHaveLength(5);
    for (const fields of forms) {
      expect(fields[0]).toMatchObject({ ...CHECKS_FIELD, label: 'Before saving' });
      expect(fields[0]).not.toHaveProperty('default');
    }
  });
});

/** Every field of a form, a group's fields and a list's item included. */
function everyField(fields: CmsField[] | undefined): CmsField[] {
  return (fields ?? []).flatMap((field) => [
    field,
    ...everyField(field.fields),
    ...(field.field ? everyField([field.field]) : []),
  ]);
}

describe("the editor's pages", () => {
  const pages = collections.find((collection) => collection.name === 'pages')!;

  it('tells the owner under every field of the pages, in a sentence, what it allows', () => {
    const fields = (pages.files ?? []).flatMap((file) => everyField(file.fields));
    const valued = fields.filter((field) => field.widget !== 'object');
    expect(valued.length).toBeGreaterThan(50);
    for (const { name, hint } of valued) {
      // A word left out of a sentence leaves a gap: "The 's title.", "exactly 4 .", "The smallest  of".
      expect([name, hint]).toEqual([name, expect.stringMatching(/^[A-Z](?!.*\s[\s'’.,;:]).*\.$/)]);
    }
  });

  it('edits the four page files, a featured review choosing its design by name', () => {
    expect(pages.files?.map((file) => file.file)).toEqual([
      'data/content/pages/home.json',
      'data/content/pages/about.json',
      'data/content/pages/size-guide.json',
      'data/content/pages/reviews.json',
    ]);
    expect(formField(pages.files?.[3]?.fields, 'featured.product')).toMatchObject({
      widget: 'relation',
      collection: 'designs',
      value_field: 'name',
    });
    expect(formField(pages.files?.[0]?.fields, 'testimonials')).toMatchObject({ min: 3, max: 3 });
  });
});

describe("the editor's backend", () => {
  it('commits online to the repository and branch set, through the sign-in service set', () => {
    const online = cmsConfig(
      editorSettings({
        EDITOR_GITHUB_REPO: 'milkandmischief/shop',
        EDITOR_GITHUB_BRANCH: 'live',
        EDITOR_AUTH_URL: 'https://auth.milkandmischief.com/',
      }),
      { content: 'data/content', photos: 'data/photos' },
      'https://milkandmischief.com',
    );
    expect(online.backend).toMatchObject({
      name: 'github',
      repo: 'milkandmischief/shop',
      branch: 'live',
      base_url: 'https://auth.milkandmischief.com',
    });
    expect(online.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
  });
});

describe("the editor's page and policy", () => {
  it('lets the editor run and reach its backends, and nothing else', () => {
    const policy = adminPolicy(editorSettings({ EDITOR_BACKEND_PORT: '9123' }));
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    expect(policy).toContain(
      "connect-src 'self' blob: http://127.0.0.1:9123 https://api.github.com https://api.netlify.com;",
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/frame-ancestors 'none'$/);
    expect(adminPolicy(settings, { forMetaElement: true })).not.toContain('frame-ancestors');
  });

  it('is kept out of search engines and loads only the editor’s bundle, then its own scripts', () => {
    const page = adminPage(adminPolicy(settings, { forMetaElement: true }));
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain(`content="${adminPolicy(settings, { forMetaElement: true })}"`);
    expect(
      [...page.matchAll(/<script([^>]*)src="([^"]+)"/g)].map((match) => match.slice(1)),
    ).toEqual([
      [' ', '/admin/decap-cms.js'],
      [' type="module" ', '/admin/editor.js'],
    ]);
    expect(page).not.toMatch(/_next|<script>/);
  });
});
