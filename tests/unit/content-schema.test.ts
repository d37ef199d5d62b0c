/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_ICON_NAMES } from '@/data/content-icon-names';
import { INK_NAMES } from '@/data/inks';
import { CATEGORIES, PRINT_STYLES } from '@/data/types';
import { loadContent, readContent } from '@/data/read-content';
import { formatFault, type ContentFault } from '@/data/schema/faults';
import { TEST_CONTENT_DIR } from '@/scripts/e2e/test-catalog';

const ROOT = path.resolve(__dirname, '../..');
/** The tests' own content folder, valid as the owner's must be: each test breaks a copy of it. */
const SHOP_CONTENT = path.join(ROOT, TEST_CONTENT_DIR);
let dir: string;

/**
 * The shop's content, copied: each test breaks one thing in its copy (some delete files and folders, so a
 * copy each, not one put back).
 */
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(SHOP_CONTENT, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Writes a file of the copy. */
function write(file: string, text: string): void {
  writeFileSync(path.join(dir, file), text);
}

function edit(file: string, change: (data: Json) => void): void {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
  change(data);
  write(file, JSON.stringify(data, null, 2));
}

const design = (slug: string, change: (data: Json) => void) => edit(`designs/${slug}.json`, change);

/** The faults found, each as the build prints it; content with a fault reaches no page. */
function faults(): string[] {
  const { content, faults: found } = readContent(dir);
  if (found.length === 0) expect(content).toBeDefined();
  else expect(content).toBeUndefined();
  return found.map((fault: ContentFault) => formatFault(fault));
}

const shown = (file: string) => path.join(dir, file);

/** A pattern matching `text` as it is written. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A closed set of values as a message names them: 'a, b or c'. */
const anyOf = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

describe('the content folder', () => {
  it('the tests’ own, as the owner’s must be, matches its schema in full', () => {
    const { content, faults: found } = readContent(SHOP_CONTENT);
    expect(found).toEqual([]);
    expect(content?.designs.map((d) => d.id)).toEqual(
      Array.from({ length: content?.designs.length ?? 0 }, (_, i) => i + 1),
    );
  });

  it('takes a design left with the fields the editor empties: no badge, no original price, no photos', () => {
    design('milk-bar', (d) => {
      d.badge = null;
      d.originalPrice = '';
      d.photos = { front: '', back: '' };
    });
    const { content, faults: found } = readContent(dir);
    expect(found).toEqual([]);
    const milkBar = content?.designs.find((d) => d.slug === 'milk-bar');
    expect([milkBar?.badge, milkBar?.originalPrice, milkBar?.photos]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a design without a print when its photos show all four views', () => {
    design('milk-bar', (d) => {
      delete d.print;
      d.photos = { front: 'a.jpg', back: 'b.jpg', 'zip-open': 'c.jpg', 'flat-lay': 'd.jpg' };
    });
    expect(faults()).toEqual([]);
  });

  it('takes a print the editor emptied as no print, when the photos show all four views', () => {
    design('milk-bar', (d) => {
      d.print = { style: '', lines: [], inks: [] };
      d.photos = { front: 'a.jpg', back: 'b.jpg', 'zip-open': 'c.jpg', 'flat-lay': 'd.jpg' };
    });
    expect(faults()).toEqual([]);
  });

  it('takes each view’s photo named after its own view, in any case', () => {
    design('milk-bar', (d) => {
      d.photos = {
        front: 'Front.JPG',
        back: 'back.jpg',
        'zip-open': 'zip-open.png',
        'flat-lay': 'flat-lay.jpeg',
      };
    });
    expect(faults()).toEqual([]);
  });

  it('takes a price equal to the original price, a rating of 1 with reviews and of 0 with none', () => {
    design('milk-bar', (d) => {
      d.price = d.originalPrice;
      d.rating = 1;
    });
    design('pie-chart', (d) => {
      d.rating = 0;
      d.reviewCount = 0;
      d.customerReviews = [];
    });
    expect(faults()).toEqual([]);
  });
});

describe('a bad entry, refused with one message naming the file, the entry, the field and what is allowed', () => {
  const file = () => shown('designs/milk-bar.json');
  const entry = 'design "Milk Bar Sweatshirt"';

  it.each<[string, (d: Json) => void, string]>([
    [
      'a negative price',
      (d) => (d.price = -5),
      'field price: is -5. A price is in dollars, 0 or more, to the cent (39.99), and not above the original price.',
    ],
    [
      'a price above the original',
      (d) => (d.price = 60),
      'field price: is 60. A price is in dollars, 0 or more, to the cent (39.99), and not above the original price. The original price is 54.99.',
    ],
    [
      'a price below the cent',
      (d) => (d.price = 39.999),
      'field price: is 39.999. A price is in dollars',
    ],
    [
      'a category outside the 13',
      (d) => (d.category = 'Sports'),
      `field category: is "Sports". A category is one of ${CATEGORIES.slice(0, -1).join(', ')} or ${CATEGORIES.at(-1)}.`,
    ],
    [
      'a rating above 5',
      (d) => (d.rating = 7),
      'field rating: is 7. The rating is a number of stars from 0 to 5',
    ],
    [
      'a rating of 0 with reviews',
      (d) => (d.rating = 0),
      'field rating: is 0. A design with reviews is rated from 1 to 5',
    ],
    [
      'a slug that is not safe in a URL',
      (d) => (d.slug = 'Milk Bar!'),
      'field slug: is "Milk Bar!". The end of the design\'s address (/products/milk-bar), its own: lower-case letters and digits',
    ],
    [
      'a search description longer than the metadata takes, quoted cut short',
      (d) => (d.searchDescription = 'x'.repeat(161)),
      `field searchDescription: is "${'x'.repeat(56)}…. The search description is 50 to 160 characters`,
    ],
    [
      'a slug of 58 characters, quoted whole',
      (d) => (d.slug = `Milk-Bar-${'x'.repeat(49)}`),
      `field slug: is "Milk-Bar-${'x'.repeat(49)}". The end of the design's address`,
    ],
    [
      'a search description shorter than the metadata takes',
      (d) =>
        (d.searchDescription = 'Milk Bar nursing sweatshirt, zips, very cozy fleece'.slice(0, 49)),
      'field searchDescription: is "Milk Bar nursing sweatshirt, zips, very cozy flee". The search description is 50 to 160 characters',
    ],
    [
      'neither a print nor a photo of every view',
      (d) => {
        delete d.print;
        d.photos = { front: 'img_0001.jpg' };
      },
      'field print: is missing. A design needs a print to draw its pictures from, unless it has a photo for each of its 4 views (front, back, zip-open, flat-lay).',
    ],
    [
      'an ink the drawing library lacks',
      (d) => (d.print.inks = ['pink', 'neon']),
      'field print › inks › 2: is "neon". An ink is one of cream, white',
    ],
    [
      'two features instead of five',
      (d) => (d.features = ['Side zips', 'Soft cotton']),
      'field features: is ["Side zips","Soft cotton"]. A design has exactly 5 features, shown as a list on its page.',
    ],
    [
      'an empty feature',
      (d) => (d.features[0] = ''),
      'field features › 1: is "". A feature is one sentence about the design.',
    ],
    [
      'a number below 1',
      (d) => (d.id = 0),
      "field id: is 0. The design's number, 1 or more, its own: Popular lists designs by it, Newest from the highest. A new design takes the next number.",
    ],
    [
      'a badge outside the set',
      (d) => (d.badge = 'Hot'),
      'field badge: is "Hot". A badge is none, or one of Bestseller, New, Sale, Premium, Limited or Trending.',
    ],
    [
      'an original price below the cent',
      (d) => (d.originalPrice = 54.999),
      'field originalPrice: is 54.999. The original price is none, or the price before the sale in dollars to the cent (54.99), not below the price; the pages strike it through.',
    ],
    [
      'a color the shop does not sell',
      (d) => (d.colors = ['Purple']),
      'field colors › 1: is "Purple". A color is one of Charcoal Gray.',
    ],
    [
      'the same color twice',
      (d) => (d.colors = ['Charcoal Gray', 'Charcoal Gray']),
      'field colors: is ["Charcoal Gray","Charcoal Gray"]. A design comes in 1 or more different colors, each one of Charcoal Gray.',
    ],
    [
      'a size the chart lacks',
      (d) => (d.sizes = ['XXXL']),
      'field sizes › 1: is "XXXL". A size is one of XS, S, M, L, XL or XXL.',
    ],
    [
      'the same size twice',
      (d) => (d.sizes = ['S', 'S']),
      'field sizes: is ["S","S"]. A design comes in 1 or more different sizes, each one of XS, S, M, L, XL or XXL.',
    ],
    [
      'a negative review count',
      (d) => (d.reviewCount = -1),
      'field reviewCount: is -1. The review count is a whole number, 0 or more: how many reviews the rating comes from.',
    ],
    [
      'customer reviews that are not a list',
      (d) => (d.customerReviews = 'none'),
      'field customerReviews: is "none". The customer reviews shown on the design\'s page.',
    ],
    [
      'a customer review that is not a group of fields',
      (d) => (d.customerReviews[0] = 'Loved it'),
      'field customerReviews › 1: is "Loved it". A customer review is a group of fields: name, rating, text, verified, date.',
    ],
    [
      'a field a customer review lacks',
      (d) => (d.customerReviews[0].stars = 5),
      'field customerReviews › 1 (Tara S.) › stars: is not a field of a customer review, whose fields are name, rating, text, verified, date.',
    ],
    [
      'a customer review without a name',
      (d) => (d.customerReviews[0].name = ''),
      'field customerReviews › 1 › name: is "". A reviewer is named by a first name and an initial, such as Megan T.',
    ],
    [
      'a customer review without its text',
      (d) => (d.customerReviews[0].text = ''),
      'field customerReviews › 1 (Tara S.) › text: is "". A review\'s text: what the customer wrote.',
    ],
    [
      'a customer review verified by a word instead of yes or no',
      (d) => (d.customerReviews[0].verified = 'yes'),
      'field customerReviews › 1 (Tara S.) › verified: is "yes". Verified is yes or no: whether the reviewer bought the design from us.',
    ],
    [
      'a review dated in a year before 0',
      (d) => (d.customerReviews[0].date = '-002026-11-16'),
      'field customerReviews › 1 (Tara S.) › date: is "-002026-11-16". The day the review was published, as year-month-day (2026-11-06), a day on the calendar.',
    ],
    [
      'a print whose style was cleared',
      (d) => (d.print.style = ''),
      `field print › style: is "". A print's style is how the drawing sets its words: ${anyOf(PRINT_STYLES)}.`,
    ],
    [
      'a print line too long to draw',
      (d) => (d.print.lines = ['x'.repeat(31)]),
      `field print › lines › 1: is "${'x'.repeat(31)}". A line of a print is a few words (at most 30 characters).`,
    ],
    [
      'five lines on a print',
      (d) => (d.print.lines = ['A', 'B', 'C', 'D', 'E']),
      'field print › lines: is ["A","B","C","D","E"]. A print has 1 to 4 lines of words, top to bottom.',
    ],
    [
      'the same ink twice',
      (d) => (d.print.inks = ['pink', 'pink']),
      `field print › inks: is ["pink","pink"]. A print has 2 or 3 different inks, the main one first, each one of ${anyOf(INK_NAMES)}.`,
    ],
    [
      'a field a print lacks',
      (d) => (d.print.colour = 'pink'),
      'field print › colour: is not a field of a print, whose fields are style, lines, inks.',
    ],
    [
      'a photo in a folder',
      (d) => (d.photos = { front: 'shoot.2026/front.jpg' }),
      'field photos › front: is "shoot.2026/front.jpg". A photo is a file name in the design\'s photo folder, such as front.jpg (no folder in it).',
    ],
    [
      'a view the photos lack',
      (d) => (d.photos = { side: 'a.jpg' }),
      'field photos › side: is not a field of the photos, whose fields are front, back, zip-open, flat-lay.',
    ],
    [
      'a photo named after another view',
      (d) => (d.photos = { front: 'Back.JPG' }),
      'field photos › front: is "Back.JPG". Each view has a photo of its own, and a photo named after a view (back.jpg) is that view’s.',
    ],
    [
      'a misspelt field',
      (d) => (d.pirce = 30),
      'field pirce: is not a field of a design, whose fields are id, slug, name',
    ],
    [
      'a missing field',
      (d) => delete d.description,
      'field description: is missing. The description:',
    ],
    [
      "a customer review's rating out of 1 to 5",
      (d) => (d.customerReviews[1].rating = 6),
      "field customerReviews › 2 (Olivia P.) › rating: is 6. A review's rating is a whole number of stars from 1 to 5.",
    ],
    [
      'a review dated on a day the calendar lacks',
      (d) => (d.customerReviews[0].date = '2026-02-30'),
      'field customerReviews › 1 (Tara S.) › date: is "2026-02-30". The day the review was published',
    ],
    [
      'one photo for two views',
      (d) => (d.photos = { front: 'a.jpg', back: 'a.jpg' }),
      'field photos › back: is "a.jpg". Each view has a photo of its own',
    ],
  ])('%s', (_rule, change, expected) => {
    design('milk-bar', change);
    const found = faults();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${file()}: ${entry}, ${expected}`);
  });

  it('a design without a name', () => {
    design('pie-chart', (d) => (d.name = '')); // no featured review names it
    expect(faults()).toEqual([
      `${shown('designs/pie-chart.json')}: design pie-chart, field name: is "". The design's name, its own, as its page, its card and search results show it.`,
    ]);
  });

  // Pie Chart, which no featured review names: renaming it orphans no review.
  it.each([
    ['slug', 'dairy-farm', 'Each design has an address of its own.'],
    ['id', 2, 'Each design has a number of its own: give it the next free one.'],
    ['name', 'Dairy Farm Mama Sweatshirt', 'Each design has a name of its own.'],
  ])('a %s another design has', (key, value, rule) => {
    design('pie-chart', (d) => (d[key] = value));
    const name = key === 'name' ? value : 'Mom Life Pie Chart Sweatshirt';
    expect(faults()).toEqual([
      `${shown('designs/pie-chart.json')}: design "${name}", field ${key}: is ${JSON.stringify(value)}, which ${shown('designs/dairy-farm.json')} has too. ${rule}`,
    ]);
  });

  it('a file that is not JSON', () => {
    write('designs/milk-bar.json', '{ "id": 3,');
    expect(faults()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file()}: design milk-bar: is not valid JSON \\(.+\\)\\. Save it from the editor`,
        ),
      ),
    ]);
  });

  it('a file in the designs folder that is not a design', () => {
    write('designs/notes.txt', 'prices for spring');
    expect(faults()).toEqual([
      `${shown('designs/notes.txt')}: the designs: is not a design file. Keep only one <slug>.json file per design in this folder.`,
    ]);
  });

  it("a featured review naming a design the catalog lacks, in the reviews page's file", () => {
    edit('pages/reviews.json', (page) => (page.featured[2].product = 'Milk Bar Hoodie'));
    expect(faults()).toEqual([
      `${shown('pages/reviews.json')}: the reviews page, field featured › 3 (Marisol G.) › product: is "Milk Bar Hoodie", which no design is named. A featured review names a design by its name, as the design's file gives it.`,
    ]);
  });

  it("a newsletter that does not say the shop's offer", () => {
    edit('pages/home.json', (page) => (page.newsletter.buttonLabel = 'Get 20% Off'));
    expect(faults()).toEqual([
      expect.stringContaining(
        `${shown('pages/home.json')}: the home page, field newsletter › buttonLabel: is "Get 20% Off". The newsletter offers 15% off`,
      ),
    ]);
  });

  it('a size chart out of order, and a range upside down', () => {
    edit('pages/size-guide.json', (page) => {
      [page.chart[0], page.chart[1]] = [page.chart[1], page.chart[0]];
      page.chart[2].hips = { min: 42, max: 38 };
    });
    const sizeGuide = `${shown('pages/size-guide.json')}: the size guide`;
    expect(faults()).toEqual([
      `${sizeGuide}, field chart › 1 (S) › size: is "S". The chart has one row per size, in order: XS, S, M, L, XL, XXL; row 1 is XS.`,
      `${sizeGuide}, field chart › 2 (XS) › size: is "XS". The chart has one row per size, in order: XS, S, M, L, XL, XXL; row 2 is S.`,
      `${sizeGuide}, field chart › 3 (M) › hips › min: is 42. A range's smallest hips is not above its largest (38).`,
    ]);
  });

  it('takes a size chart range of a single measure, its smallest equal to its largest', () => {
    edit('pages/size-guide.json', (page) => (page.chart[2].hips = { min: 38, max: 38 }));
    expect(faults()).toEqual([]);
  });

  // A page's whole fault: where, what the field holds (a long list is cut short), the rule she reads.
  it.each<[string, string, (page: Json) => void, string, string]>([
    [
      'a testimonial rated 6 stars',
      'pages/home.json',
      (page) => (page.testimonials[0].rating = 6),
      'the home page, field testimonials › 1 (Sarah M.) › rating',
      'A rating is a whole number of stars from 1 to 5.',
    ],
    [
      'a testimonial from someone under 18',
      'pages/home.json',
      (page) => (page.testimonials[1].age = 17),
      'the home page, field testimonials › 2 (Jess T.) › age',
      'An age is a whole number of years, 18 or more.',
    ],
    [
      'three benefits where the page is laid out for four',
      'pages/home.json',
      (page) => page.benefits.pop(),
      'the home page, field benefits',
      'The page is laid out for exactly 4 benefits.',
    ],
    [
      'a story without a paragraph',
      'pages/about.json',
      (page) => (page.story.paragraphs = []),
      'the about page, field story › paragraphs',
      'The story has 1 or more paragraphs.',
    ],
    [
      'a size guide without a pro tip',
      'pages/size-guide.json',
      (page) => (page.proTips = []),
      'the size guide, field proTips',
      'The pro tips: 1 or more.',
    ],
    [
      'a size chart without its last row',
      'pages/size-guide.json',
      (page) => page.chart.pop(),
      'the size guide, field chart',
      'The chart has one row per size, in order: XS, S, M, L, XL, XXL.',
    ],
    [
      'a size chart row of a size the shop does not sell',
      'pages/size-guide.json',
      (page) => (page.chart[5].size = 'XXXL'),
      'the size guide, field chart › 6 (XXXL) › size',
      'A size is one of XS, S, M, L, XL or XXL.',
    ],
  ])('%s', (_rule, file, change, where, rule) => {
    edit(file, change);
    expect(faults()).toEqual([
      expect.stringMatching(
        new RegExp(`^${literal(`${shown(file)}: ${where}: is `)}[^\\n]+\\. ${literal(rule)}$`),
      ),
    ]);
  });

  it('a stray field in any group of a page, named with its group and the fields the group has', () => {
    let strays = 0;
    const addStray = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(addStray);
      else if (value && typeof value === 'object') {
        Object.values(value).forEach(addStray);
        (value as Json).note = 'x';
        strays += 1;
      }
    };
    for (const file of ['home', 'about', 'size-guide', 'reviews'])
      edit(`pages/${file}.json`, addStray);
    const found = faults();
    expect(found).toHaveLength(strays);
    for (const fault of found) {
      expect(fault).toMatch(
        /(, field |› )note: is not a field of (the|a) [a-z]+( [a-z]+)*, whose fields are [a-zA-Z]+(, [a-zA-Z]+)*\.$/,
      );
    }
  });

  it('every fault at once, not only the first', () => {
    design('milk-bar', (d) => {
      d.price = -1;
      d.category = 'Sports';
    });
    edit('pages/about.json', (page) => (page.values[0].icon = 'rocket'));
    expect(faults()).toEqual([
      expect.stringContaining('field category'),
      expect.stringContaining('field price'),
      expect.stringContaining(
        `${shown('pages/about.json')}: the about page, field values › 1 (Made with Love) › icon: is "rocket". An icon is one of ${CONTENT_ICON_NAMES.slice(0, -1).join(', ')} or ${CONTENT_ICON_NAMES.at(-1)}.`,
      ),
    ]);
  });
});

describe('a file the owner breaks whole', () => {
  it('a design file holding null: one fault for the whole file, on no field', () => {
    writeFileSync(shown('designs/milk-bar.json'), 'null');
    const { content, faults: found } = readContent(dir);
    expect(content).toBeUndefined();
    // Its name unread, the featured review that names it is not called orphaned.
    expect(found).toEqual([
      {
        file: shown('designs/milk-bar.json'),
        entry: 'design milk-bar',
        message: expect.stringMatching(
          /^is null\. A design is a group of fields: id, slug, name, /,
        ),
      },
    ]);
  });

  it('a customer review that is null, numbered in the list', () => {
    design('milk-bar', (d) => (d.customerReviews[1] = null));
    expect(faults()).toEqual([
      `${shown('designs/milk-bar.json')}: design "Milk Bar Sweatshirt", field customerReviews › 2: is null. A customer review is a group of fields: name, rating, text, verified, date.`,
    ]);
  });

  it.each([
    ['pages/size-guide.json', 'the size guide'],
    ['pages/reviews.json', 'the reviews page'],
  ])('%s deleted', (file, entry) => {
    rmSync(shown(file));
    expect(faults()).toEqual([
      `${shown(file)}: ${entry}: is missing. The shop needs this file: restore it from the repository.`,
    ]);
  });

  it('the designs folder deleted', () => {
    rmSync(shown('designs'), { recursive: true });
    const [missing, ...orphans] = faults();
    expect(missing).toBe(
      `${shown('designs')}: the designs: is missing. The designs folder holds one file per design, <slug>.json.`,
    );
    // Every featured review then names a design the catalog lacks: one fault each, and no other.
    expect(orphans).toEqual(
      Array.from({ length: 6 }, () => expect.stringContaining('which no design is named')),
    );
  });

  it.each([
    ['deleted', (d: Json) => delete d.name, 'is missing'],
    ['emptied', (d: Json) => (d.name = ''), 'is ""'],
  ])(
    'a name %s in two designs: a fault on each, named by its file, not a clash between them',
    (_how, change, held) => {
      design('dairy-farm', change);
      design('pie-chart', change);
      expect(faults()).toEqual([
        expect.stringMatching(
          new RegExp(`dairy-farm\\.json: design dairy-farm, field name: ${held}\\. `),
        ),
        expect.stringMatching(
          new RegExp(`pie-chart\\.json: design pie-chart, field name: ${held}\\. `),
        ),
      ]);
    },
  );
});

describe('the designs folder', () => {
  it('skips what file managers and git leave there', () => {
    for (const name of ['.DS_Store', 'Thumbs.db', 'desktop.ini', '.gitkeep'])
      writeFileSync(shown(`designs/${name}`), '');
    // The resource fork macOS writes beside a file copied to a USB stick or a network share.
    writeFileSync(shown('designs/._milk-bar.json'), Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]));
    expect(faults()).toEqual([]);
  });

  // Listings differ: Node sorts them by UTF-8 bytes on Linux and macOS, NTFS upper-cases the names.
  it('is read in the order of its file names, the same on every machine', () => {
    for (const name of ['ｚ-notes.txt', '😀-notes.txt', 'aa-notes.txt', 'Zz-notes.txt'])
      writeFileSync(shown(`designs/${name}`), '');
    expect(faults().map((fault) => path.basename(fault.split(':')[0]!))).toEqual([
      'Zz-notes.txt',
      'aa-notes.txt',
      '😀-notes.txt',
      'ｚ-notes.txt',
    ]);
  });
});

describe('what the build stops with', () => {
  it('one problem: the count, then the fault, as one error', () => {
    design('milk-bar', (d) => (d.price = -5));
    expect(() => loadContent(dir)).toThrow(
      expect.objectContaining({
        name: 'ContentFaults',
        message: `The shop's content has 1 problem; fix it and build again:\n  - ${shown('designs/milk-bar.json')}: design "Milk Bar Sweatshirt", field price: is -5. A price is in dollars, 0 or more, to the cent (39.99), and not above the original price.`,
      }),
    );
  });

  it('two problems: each on a line of its own', () => {
    design('milk-bar', (d) => {
      d.price = -5;
      d.rating = 7;
    });
    expect(() => loadContent(dir)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /^The shop's content has 2 problems; fix them and build again:\n {2}- \S+milk-bar\.json: design "Milk Bar Sweatshirt", field price: is -5\. [^\n]+\n {2}- \S+milk-bar\.json: design "Milk Bar Sweatshirt", field rating: is 7\. [^\n]+$/,
        ),
      }),
    );
  });

  it('names a file inside the project from the project’s folder, as the build runs there', () => {
    mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
    const inside = mkdtempSync(path.join(ROOT, '.cache/content-schema-test-'));
    try {
      cpSync(SHOP_CONTENT, inside, { recursive: true });
      writeFileSync(path.join(inside, 'pages/about.json'), '[]');
      const { faults: found } = readContent(inside);
      expect(found.map(formatFault)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${path.relative(ROOT, inside)}/pages/about\\.json: the about page: is \\[\\]\\. `,
          ),
        ),
      ]);
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
