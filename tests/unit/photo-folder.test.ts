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
    expect(read()).toEqual({ photos: new Map(), problems: [] });
  });

  it('holds nothing but its README in the repository, so the shop ships no test photos', () => {
    const committed = readPhotoFolder(path.join(ROOT, DEFAULT_PHOTOS_DIR), slots);
    expect(committed).toEqual({ photos: new Map(), problems: [] });
  });

  it('is empty when it does not exist', () => {
    expect(readPhotoFolder(path.join(dir, 'none'), slots)).toEqual({
      photos: new Map(),
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

  it('names a photo whose view is not one of the four, and lists the four', () => {
    files('milk-bar/side.jpg');
    expect(read().problems).toEqual([
      expect.stringContaining(
        `${at('milk-bar/side.jpg')}: "side" is not a view. Name the photo front, back, zip-open or flat-lay`,
      ),
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

  it('suggests the name a misspelt folder or photo was meant to have', () => {
    files('milkbar/front.jpg', 'milk-bar/zipopen.jpg', 'milk-bar/frnt.jpg');
    const { problems } = read();
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at('milk-bar/frnt.jpg')}: "frnt" is not a view\\. Did you mean front\\.jpg\\?`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${at('milk-bar/zipopen.jpg')}: "zipopen" is not a view\\. Did you mean zip-open\\.jpg\\?`,
        ),
      ),
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

  it('are missed when the folder lacks them, and a photo no view names is a stray one', () => {
    files('milk-bar/img_0001.jpg', 'milk-bar/img_0003.jpg');
    expect(readPhotoFolder(dir, withNamed).problems).toEqual([
      expect.stringContaining(
        `${at('milk-bar/img_0003.jpg')}: "img_0003" is not a view. Name the photo front, back, zip-open or flat-lay, followed by .jpg, .jpeg, .png, .webp or .avif. A photo uploaded in the editor keeps its name: choose it for one of the design's photos there, or delete it`,
      ),
      `${at('milk-bar')}/: the design's content file names img_0002.webp as its back photo, and this folder has no such photo. Upload it again in the editor, or clear that photo there.`,
    ]);
  });

  it('clash with a photo named after the same view', () => {
    files('milk-bar/front.jpg', 'milk-bar/img_0001.jpg', 'milk-bar/img_0002.jpg');
    expect(readPhotoFolder(dir, withNamed).problems).toEqual([
      expect.stringContaining(
        `${at('milk-bar/front.jpg')} and ${at('milk-bar/img_0001.jpg')}: 2 photos for the same picture`,
      ),
    ]);
  });
});
