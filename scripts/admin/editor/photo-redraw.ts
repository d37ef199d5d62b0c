/**
 * Every photo leaves the browser redrawn from its pixels alone, or not at all. Decap CMS redraws JPEG, PNG
 * and WebP itself before uploading them (media_processing in cms-config.ts: upright, no metadata), and
 * would upload any other kind exactly as it is: an iPhone's HEIC or an AVIF with the GPS position of where
 * it was taken. Those are redrawn here first, as a JPEG with nothing but pixels, upright; what this
 * browser cannot read is refused with what to do instead.
 */
import { PHOTO_QUALITY } from './form-names';
import { imageKind, type ImageKind } from './image-kind';

/** The kinds Decap redraws itself, by the type the browser must give the file for Decap to do so. */
const REDRAWN_BY_DECAP: Partial<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const KIND_NAMES: Record<ImageKind, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  heic: 'HEIC',
  avif: 'AVIF',
  gif: 'GIF',
  tiff: 'TIFF',
  bmp: 'BMP',
};

/** A photo the editor will not upload; its message says why and what to do, for the owner. */
export class PhotoRefused extends Error {}

const SAVE_AS_JPEG =
  'Save it as a JPEG and upload that: on an iPhone, Settings → Camera → Formats → Most Compatible takes JPEGs from then on; on a computer, open it and export or save it as JPEG.';

async function pixelsOf(file: File, kind: ImageKind): Promise<ImageBitmap | ImageData> {
  try {
    // Upright by the photo's own orientation, which browsers apply when they decode.
    return await createImageBitmap(file);
  } catch (browserError) {
    if (kind !== 'heic') {
      throw new PhotoRefused(
        `${file.name} is a ${KIND_NAMES[kind]} photo, which this browser cannot read, so the editor cannot redraw it without where and when it was taken. ${SAVE_AS_JPEG}`,
      );
    }
    try {
      const { decodeHeic } = await import('./heic-decode');
      return await decodeHeic(file);
    } catch (error) {
      throw new PhotoRefused(
        `${file.name} could not be read as a HEIC photo (${error instanceof Error ? error.message : String(error)}; ${String(browserError)}). ${SAVE_AS_JPEG}`,
      );
    }
  }
}

/** The pixels as a JPEG with nothing else in it, on white where they were transparent. */
async function jpeg(pixels: ImageBitmap | ImageData, name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const context = canvas.getContext('2d');
  if (!context)
    throw new PhotoRefused(`${name}: this browser cannot redraw photos. ${SAVE_AS_JPEG}`);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (pixels instanceof ImageData) {
    const layer = await createImageBitmap(pixels);
    context.drawImage(layer, 0, 0);
    layer.close();
  } else {
    context.drawImage(pixels, 0, 0);
    pixels.close();
  }
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY / 100),
  );
  if (!blob) throw new PhotoRefused(`${name}: this browser could not redraw it. ${SAVE_AS_JPEG}`);
  return new File([blob], `${name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
}

/**
 * The file to hand Decap for `file`: the same file when Decap redraws it itself, else a JPEG redrawn here.
 * Throws PhotoRefused for what is not a photo or cannot be read here.
 */
export async function photoForUpload(file: File): Promise<File> {
  const kind = imageKind(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  if (!kind) {
    throw new PhotoRefused(
      `${file.name} is not a photo the editor can read. Upload a JPEG or PNG photo.`,
    );
  }
  if (REDRAWN_BY_DECAP[kind] === file.type) return file;
  return jpeg(await pixelsOf(file, kind), file.name);
}
