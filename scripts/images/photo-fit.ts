/**
 * The one rule that puts an owner's photo in a frame (a product's square, the hero's 4:3, a share image's
 * square): upright by its EXIF orientation, in sRGB, scaled to fit inside the frame whole and centered,
 * never cropped, and the rest of the frame filled by continuing the edge each band touches (above a wide
 * photo its top edge, below it its bottom edge; beside a tall one its left and right edges), so a plain
 * backdrop simply continues and a sky stays sky above a road; a cut-out, transparent at its edges, sits on
 * the shop's cream paper. No metadata survives: the result is bare pixels.
 *
 * Why not crop to fill (cover)? It is the rule that looks best when the garment sits in the middle of a
 * roomy photo, and it cuts off sleeves, hem or hood when the photographer framed tightly on a wide or
 * tall photo: which of the two an owner's photo is, no rule can tell. Fitting keeps every garment whole,
 * and an owner who shoots square gets a frame with no fill at all. docs/contributing.md says so.
 */
import sharp from 'sharp';
import { hexToRgb, type Rgb } from './color';
import { SHARE_COLORS } from './share';

/**
 * How every photo is opened: rotated upright by its EXIF Orientation tag, and refused when its pixel data
 * is damaged or cut short. Decoder warnings count: libjpeg only warns about a JPEG with random bytes in
 * its middle ("Corrupt JPEG data"), then decodes the rest as flat grey, which 'error' would publish.
 */
export const PHOTO_INPUT = { failOn: 'warning', autoOrient: true } as const;

/** The fill behind a photo that is mostly transparent at its edges: the shop's cream paper. */
const PAPER = hexToRgb(SHARE_COLORS.paper);
/** Edge strips are this share of the photo's shorter side thick, at least 2 px. */
const EDGE_STRIP = 0.02;

/** Raw 8-bit pixels: RGB, or RGBA for a drawing with a transparent ground (render.ts). */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 3 | 4 };
}

/** The photo fitted into a `width`×`height` frame by the rule above, as raw 8-bit sRGB. */
export async function fitPhoto(file: string, width: number, height: number): Promise<RawImage> {
  const photo = await sharp(file, PHOTO_INPUT)
    .resize(width, height, { fit: 'inside', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = photo.info;
  const { data } = await sharp(backdrop(photo.data, w, h, width, height), {
    raw: { width, height, channels: 3 },
  })
    .composite([
      {
        input: photo.data,
        raw: { width: w, height: h, channels: 4 },
        left: Math.floor((width - w) / 2),
        top: Math.floor((height - h) / 2),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width, height, channels: 3 } };
}

/**
 * The frame behind a `w`×`h` photo: each band beside it continues the edge it touches. Above and below a
 * wide photo, each column of a band takes the color of the photo's top (or bottom) edge around that
 * column, averaged over a wide window so that it changes as slowly as a sky or a backdrop does: a sky
 * above and a road below give a sky-colored band and a road-colored one, darker where the sky is darker.
 * Left and right of a tall photo, rows take the color of its left and right edges the same way. Each half
 * of the frame takes its side's colors, which show only where the photo is transparent; a photo that
 * fills the frame shows the color of all four edges through its transparency.
 */
function backdrop(rgba: Buffer, w: number, h: number, width: number, height: number): Buffer {
  const frame = Buffer.alloc(width * height * 3);
  const left = Math.floor((width - w) / 2);
  const top = Math.floor((height - h) / 2);
  if (h < height) {
    const above = edgeProfile(rgba, w, h, 'top');
    const below = edgeProfile(rgba, w, h, 'bottom');
    for (let y = 0; y < height; y++) {
      const profile = y < height / 2 ? above : below;
      for (let x = 0; x < width; x++) put(frame, (y * width + x) * 3, profile[clamp(x - left, w)]!);
    }
  } else if (w < width) {
    const before = edgeProfile(rgba, w, h, 'left');
    const after = edgeProfile(rgba, w, h, 'right');
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const profile = x < width / 2 ? before : after;
        put(frame, (y * width + x) * 3, profile[clamp(y - top, h)]!);
      }
    }
  } else {
    const color = edgeColor(rgba, w, h);
    for (let i = 0; i < frame.length; i += 3) put(frame, i, color);
  }
  return frame;
}

const clamp = (i: number, n: number) => Math.min(n - 1, Math.max(0, i));

function put(frame: Buffer, i: number, [r, g, b]: Rgb): void {
  frame[i] = r;
  frame[i + 1] = g;
  frame[i + 2] = b;
}

/**
 * Each position's color averages this share of the edge's length either side of it: wide enough that a
 * petal or a blade of grass touching the edge only tints the band rather than streaking it (a window of
 * 12% did), narrow enough that a sky darker on one side stays darker there (chosen on real photos of
 * skies over roads and sea, flowers on dark and green grounds, grass and plain backdrops).
 */
const EDGE_WINDOW = 0.3;

/**
 * The colors along one edge of the photo, position by position (columns for 'top' and 'bottom', rows for
 * 'left' and 'right'): the mean of the opaque pixels of the edge strip within EDGE_WINDOW of the edge's
 * length either side. Paper throughout when fewer than half of the strip's pixels are opaque: a cut-out
 * sits on the shop's cream.
 */
function edgeProfile(
  rgba: Buffer,
  width: number,
  height: number,
  side: 'top' | 'bottom' | 'left' | 'right',
): Rgb[] {
  const strip = Math.max(2, Math.round(Math.min(width, height) * EDGE_STRIP));
  const along = side === 'top' || side === 'bottom' ? width : height;
  // Sums of the opaque pixels' channels and their count at each position along the edge.
  const sums = Array.from({ length: along }, () => [0, 0, 0, 0]);
  let seen = 0;
  for (let depth = 0; depth < strip; depth++) {
    for (let i = 0; i < along; i++) {
      const [x, y] =
        side === 'top'
          ? [i, depth]
          : side === 'bottom'
            ? [i, height - 1 - depth]
            : side === 'left'
              ? [depth, i]
              : [width - 1 - depth, i];
      const p = (y * width + x) * 4;
      seen++;
      if (rgba[p + 3]! < 128) continue;
      const sum = sums[i]!;
      for (let c = 0; c < 3; c++) sum[c]! += rgba[p + c]!;
      sum[3]!++;
    }
  }
  const opaque = sums.reduce((n, sum) => n + sum[3]!, 0);
  if (opaque * 2 < seen) return new Array<Rgb>(along).fill(PAPER);
  // A running window over the positions, so the band changes as slowly as the edge does. A window
  // without an opaque pixel (along a cut-out's transparent stretch) takes the whole edge's mean.
  const whole = sums.reduce((total, sum) => total.map((value, c) => value + sum[c]!), [0, 0, 0, 0]);
  const radius = Math.max(1, Math.round(along * EDGE_WINDOW));
  const window = [0, 0, 0, 0];
  const slide = (i: number, sign: 1 | -1) => {
    const sum = sums[i];
    if (sum) for (let c = 0; c < 4; c++) window[c]! += sign * sum[c]!;
  };
  for (let i = 0; i < radius; i++) slide(i, 1);
  return sums.map((_, i) => {
    slide(i + radius, 1);
    slide(i - radius - 1, -1);
    const source = window[3]! > 0 ? window : whole;
    return [0, 1, 2].map((c) => Math.round(source[c]! / source[3]!)) as unknown as Rgb;
  });
}

/**
 * The per-channel median of the opaque pixels in the strips along all four edges of a photo that fills
 * its frame: what shows through its transparency. Paper when fewer than half of them are opaque.
 */
function edgeColor(rgba: Buffer, width: number, height: number): Rgb {
  const strip = Math.max(2, Math.round(Math.min(width, height) * EDGE_STRIP));
  const histograms = [0, 1, 2].map(() => new Array<number>(256).fill(0));
  let seen = 0;
  let opaque = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y >= strip && y < height - strip && x >= strip && x < width - strip) continue;
      seen++;
      const i = (y * width + x) * 4;
      if (rgba[i + 3]! < 128) continue;
      opaque++;
      for (let c = 0; c < 3; c++) histograms[c]![rgba[i + c]!]!++;
    }
  }
  if (opaque * 2 < seen) return PAPER;
  const [r, g, b] = histograms.map((histogram) => median(histogram, opaque));
  return [r!, g!, b!];
}

function median(histogram: number[], count: number): number {
  let below = 0;
  for (let value = 0; value < 256; value++) {
    below += histogram[value]!;
    if (below * 2 >= count) return value;
  }
  return 255;
}
