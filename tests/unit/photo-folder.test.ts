/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { team } from '@/data/about';
import { productImagePath } from '@/data/image-paths';
import { DEFAULT_PHOTOS_DIR } from '@/scripts/build-config';
import { HERO_IMAGE_PATH } from '@/lib/images';
import { photoSlots } from '@/scripts/images/jobs';
import { type PhotoSlots, readPhotoFolder } from '@/scripts/images/photo-folder';
import { REPLACED_PHOTO_SLOTS, REPLACED_SLUG } from '@/tests/fixtures/replaced-photo-slots';

const ROOT = path.resolve(__dirname, '../..');
const slots = photoSlots();
let dir: string;

/** Creates each file (empty: names are all the folder reader looks at) under the test folder. */
function files(...names: string[]): void {
  for (const name of names) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), '');
  }
}
const read = () => readPhotoFolder(dir, slots);
const at = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'photo-folder-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the photo folder', () => {
  it('maps each photo to the drawing it replaces: product views, team members, the hero', () => {
    const [member] = team;
    files(
      'milk-bar/front.jpg',
      'milk-bar/zip-open.PNG',
      'dairy-farm/flat-lay.avif',
      `team/${path.basename(member!.image, '.webp')}.jpeg`,
      'hero.webp',
    );
    const { photos, problems } = read();
    expect(problems).toEqual([]);
    expect(Object.fromEntries(photos)).toEqual({
      [productImagePath('milk-bar', 'front')]: at('milk-bar/front.jpg'),
      [productImagePath('milk-bar', 'zip-open')]: at('milk-bar/zip-open.PNG'),
      [productImagePath('dairy-farm', 'flat-lay')]: at('dairy-farm/flat-lay.avif'),
      [member!.image]: at(`team/${path.basename(member!.image, '.webp')}.jpeg`),
      [HERO_IMAGE_PATH]: at('hero.webp'),
    });
  });

  it('reads its README and skips what file managers leave behind', () => {
    files('README.md', '.DS_Store', 'milk-bar/Thumbs.db', 'milk-bar/._front.jpg', 'team/.gitkeep');
    expect(read()).toEqual({ photos: new Map(), unused: [], problems: [] });
  });

  it('holds nothing but its README in the repository, so the shop ships no test photos', () => {
    const committed = readPhotoFolder(path.join(ROOT, DEFAULT_PHOTOS_DIR), slots);
    expect(committed).toEqual({ photos: new Map(), unused: [], problems: [] });
  });

  it('is empty when it does not exist', () => {
    expect(readPhotoFolder(path.join(dir, 'none'), slots)).toEqual({
      photos: new Map(),
      unused: [],
      problems: [],
    });
  });

  it('names a folder whose slug the catalog does not have', () => {
    files('milk-bar-2/front.jpg');
    const { photos, problems } = read();
    expect(photos.size).toBe(0);
    expect(problems).toEqual([
      expect.stringContaining(`${at('milk-bar-2')}/: no product has the slug "milk-bar-2"`),
    ]);
  });

  it('says names are lower case when a photo or a folder is named in capitals', () => {
    files('milk-bar/Front.JPG', 'Dairy-Farm/back.jpg', 'Hero.jpg', 'team/Maya-Patel.jpeg');
    const { photos, problems } = read();
    expect(photos.size).toBe(0);
    expect(problems).toEqual([
      `${at('Dairy-Farm')}/: names are lower case. Rename the folder dairy-farm.`,
      `${at('Hero.jpg')}: names are lower case. Rename it hero.jpg.`,
      `${at('milk-bar/Front.JPG')}: names are lower case. Rename it front.jpg.`,
      `${at('team/Maya-Patel.jpeg')}: names are lower case. Rename it maya-patel.jpeg.`,
    ]);
  });

  it('suggests the name a misspelt folder was meant to have', () => {
    files('milkbar/front.jpg');
    const { problems } = read();
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at('milkbar')}/: no product has the slug "milkbar"\\. Did you mean milk-bar\\?`,
        ),
      ),
    ]);
  });

  it('names a team photo that is not a team member', () => {
    files('team/jane-doe.jpg');
    expect(read().problems).toEqual([
      expect.stringContaining(`${at('team/jane-doe.jpg')}: "jane-doe" is not a team member`),
    ]);
  });

  it('names both photos of one view, and takes neither', () => {
    files('milk-bar/front.jpg', 'milk-bar/front.png');
    const { photos, problems } = read();
    expect(photos.size).toBe(0);
    expect(problems).toEqual([
      expect.stringContaining(
        `${at('milk-bar/front.jpg')} and ${at('milk-bar/front.png')}: 2 photos for the same picture`,
      ),
    ]);
  });

  it('names every stray file and folder', () => {
    files(
      'milk-bar/notes.txt',
      'milk-bar/front.heic',
      'milk-bar/old/front.jpg',
      'front.jpg',
      'hero.gif',
    );
    const { problems } = read();
    expect(problems).toHaveLength(5);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${at('milk-bar/notes.txt')}: not a photo the shop reads`),
        expect.stringContaining(`${at('milk-bar/front.heic')}: not a photo the shop reads`),
        expect.stringContaining(`${at('milk-bar/old')}/: no folders are read inside`),
        expect.stringContaining(`${at('front.jpg')}: only README.md and the home page's photo`),
        expect.stringContaining(`${at('hero.gif')}: only README.md and the home page's photo`),
      ]),
    );
  });
});

describe('photos the editor uploaded, named in the design’s content file', () => {
  /** Milk Bar's file naming its front and back photos by the names the phone gave them. */
  const withNamed: PhotoSlots = {
    ...slots,
    named: new Map([
      [
        'milk-bar',
        [
          { view: 'front', file: 'img_0001.jpg', image: productImagePath('milk-bar', 'front') },
          { view: 'back', file: 'img_0002.webp', image: productImagePath('milk-bar', 'back') },
        ],
      ],
    ]),
  };

  it('replace the drawings of the views they are named for, under any photo extension', () => {
    // A WebP photo's published copy is a .jpg (photo-copy.ts): the file keeps its stem.
    files('milk-bar/img_0001.jpg', 'milk-bar/img_0002.jpg');
    const { photos, problems } = readPhotoFolder(dir, withNamed);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(photos)).toEqual({
      [productImagePath('milk-bar', 'front')]: at('milk-bar/img_0001.jpg'),
      [productImagePath('milk-bar', 'back')]: at('milk-bar/img_0002.jpg'),
    });
  });

  it('are missed when the folder lacks them', () => {
    files('milk-bar/img_0001.jpg');
    expect(readPhotoFolder(dir, withNamed).problems).toEqual([
      `${at('milk-bar')}/: the design's content file names img_0002.webp as its back photo, and this folder has no such photo. Upload it again in the editor, or clear that photo there.`,
    ]);
  });
});

describe('photos of a design that no view uses', () => {
  const SLUG = REPLACED_SLUG;
  const readOwn = () => readPhotoFolder(dir, REPLACED_PHOTO_SLOTS);
  const LEFT_OUT =
    "so it is not published: the build leaves it out. Choose it for one of the design's photos in the editor, or delete it if you no longer need it (in the editor: a photo field's Choose an image, select it, Delete selected).";

  it('are left out of the build with a warning, never a problem: the photo a replaced one leaves behind', () => {
    files(`${SLUG}/img_0001.jpg`, `${SLUG}/img_0002.jpg`);
    expect(readOwn()).toEqual({
      photos: new Map([[productImagePath(SLUG, 'front'), at(`${SLUG}/img_0002.jpg`)]]),
      unused: [
        {
          file: at(`${SLUG}/img_0001.jpg`),
          warning: `${at(`${SLUG}/img_0001.jpg`)}: no view of the design uses this photo, ${LEFT_OUT}`,
        },
      ],
      problems: [],
    });
  });

  it('include one named after a view when the content file names another photo for that view', () => {
    files(`${SLUG}/front.jpg`, `${SLUG}/img_0002.jpg`, `${SLUG}/back.png`);
    const { photos, unused, problems } = readOwn();
    expect(problems).toEqual([]);
    expect(Object.fromEntries(photos)).toEqual({
      [productImagePath(SLUG, 'front')]: at(`${SLUG}/img_0002.jpg`),
      [productImagePath(SLUG, 'back')]: at(`${SLUG}/back.png`),
    });
    expect(unused.map(({ warning }) => warning)).toEqual([
      `${at(`${SLUG}/front.jpg`)}: the design's file names img_0002.jpg as its front photo, not this one, ${LEFT_OUT}`,
    ]);
  });

  it('say which view a misspelt one was maybe meant for', () => {
    files(`${SLUG}/frnt.jpg`, `${SLUG}/zipopen.jpg`, `${SLUG}/img_0002.jpg`);
    expect(readOwn().unused.map(({ warning }) => warning)).toEqual([
      `${at(`${SLUG}/frnt.jpg`)}: no view of the design uses this photo (if it is meant as the front photo, name it front.jpg), ${LEFT_OUT}`,
      `${at(`${SLUG}/zipopen.jpg`)}: no view of the design uses this photo (if it is meant as the zip-open photo, name it zip-open.jpg), ${LEFT_OUT}`,
    ]);
  });

  it('stop the build when two share a name: their copies would both be that name', () => {
    files(`${SLUG}/img_0001.jpg`, `${SLUG}/img_0001.webp`, `${SLUG}/img_0002.jpg`);
    expect(readOwn().problems).toEqual([
      `${at(`${SLUG}/img_0001.jpg`)} and ${at(`${SLUG}/img_0001.webp`)}: 2 photos of the same name. Keep one and remove the others.`,
    ]);
  });

  it('are not the team’s: a team photo of no member still stops the build', () => {
    files('team/jane-doe.jpg', `${SLUG}/img_0002.jpg`);
    expect(readOwn()).toMatchObject({
      unused: [],
      problems: [
        expect.stringContaining(`${at('team/jane-doe.jpg')}: "jane-doe" is not a team member`),
      ],
    });
  });
});
