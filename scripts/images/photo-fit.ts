/**
 * The one rule that puts an owner's photo in a frame (a product's square, the hero's 4:3, a share image's
 * square): upright by its EXIF orientation, in sRGB, scaled to fit inside the frame whole and centered,
 * never cropped, and the rest of the frame filled with the photo's own edge color (the median of the
 * strips that border the fill), so a plain backdrop simply continues; a cut-out, transparent at its
 * edges, sits on the shop's cream paper. No metadata survives: the result is bare pixels.
 *
 * Why not crop to fill (cover)? It is the rule that looks best when the garment sits in the middle of a
 * roomy photo, and it cuts off sleeves, hem or hood when the photographer framed tightly on a wide or
 * tall photo: which of the two an owner's photo is, no rule can tell. Fitting keeps every garment whole,
 * and an owner who shoots square gets a frame with no fill at all. docs/contributing.md says so.
 */
import sharp from 'sharp';
import { SHARE_COLORS } from './share';

/**
 * How every photo is opened: rotated upright by its EXIF Orientation tag, and refused when its pixel data
 * is damaged or cut short. Decoder warnings count: libjpeg only warns about a JPEG with random bytes in
 * its middle ("Corrupt JPEG data"), then decodes the rest as flat grey, which 'error' would publish.
 */
export const PHOTO_INPUT = { failOn: 'warning', autoOrient: true } as const;

/** The fill behind a photo that is mostly transparent at its edges. */
const PAPER = SHARE_COLORS.paper;
/** Edge strips are this share of the photo's shorter side thick, at least 2 px. */
const EDGE_STRIP = 0.02;

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

type Rgb = { r: number; g: number; b: number };

/** The photo fitted into a `width`×`height` frame by the rule above, as raw 8-bit sRGB. */
export async function fitPhoto(file: string, width: number, height: number): Promise<RawImage> {
  const photo = await sharp(file, PHOTO_INPUT)
    .resize(width, height, { fit: 'inside', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = photo.info;
  const fill = edgeColor(photo.data, w, h, { sides: w < width, ends: h < height });
  const { data } = await sharp({ create: { width, height, channels: 3, background: fill } })
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
 * The per-channel median of the opaque pixels in the edge strips beside the fill: the left and right
 * columns (`sides`) when the photo is narrower than the frame, the top and bottom rows (`ends`) when it
 * is shorter, all four when it fills the frame (the color then only shows through transparency).
 * Paper when fewer than half of those pixels are opaque.
 */
function edgeColor(
  rgba: Buffer,
  width: number,
  height: number,
  fill: { sides: boolean; ends: boolean },
): Rgb | string {
  const all = !fill.sides && !fill.ends;
  const strip = Math.max(2, Math.round(Math.min(width, height) * EDGE_STRIP));
  const histograms = [0, 1, 2].map(() => new Array<number>(256).fill(0));
  let seen = 0;
  let opaque = 0;
  for (let y = 0; y < height; y++) {
    const inEnds = (fill.ends || all) && (y < strip || y >= height - strip);
    for (let x = 0; x < width; x++) {
      const inSides = (fill.sides || all) && (x < strip || x >= width - strip);
      if (!inEnds && !inSides) continue;
      seen++;
      const i = (y * width + x) * 4;
      if (rgba[i + 3]! < 128) continue;
      opaque++;
      for (let c = 0; c < 3; c++) histograms[c]![rgba[i + c]!]!++;
    }
  }
  if (opaque * 2 < seen) return PAPER;
  const [r, g, b] = histograms.map((histogram) => median(histogram, opaque));
  return { r: r!, g: g!, b: b! };
}

function median(histogram: number[], count: number): number {
  let below = 0;
  for (let value = 0; value < 256; value++) {
    below += histogram[value]!;
    if (below * 2 >= count) return value;
  }
  return 255;
}
