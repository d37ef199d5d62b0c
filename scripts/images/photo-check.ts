/**
 * Whether an owner's photo can be shown: a readable JPEG, PNG, WebP or AVIF, big enough for the largest
 * frame it is drawn in without being enlarged, and, when it is about to be drawn, whole to its last byte.
 * Each problem is one sentence naming the file and what to do.
 */
import sharp, { type Metadata } from 'sharp';
import { displayPath } from './photo-folder';
import { PHOTO_INPUT } from './photo-fit';

/** The formats the shop reads, by sharp's name for them. AVIF is sharp's 'heif' with AV1 compression. */
const FORMATS: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', heif: 'AVIF' };
const SAVE_AS = 'Export it as JPEG, PNG, WebP or AVIF';

/** The decoder's words, on one line (libvips joins the warnings it met with line breaks). */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).trim().replace(/\s*\n\s*/g, '; ');

function formatProblem(meta: Metadata): string | undefined {
  if (meta.format === 'heif' && meta.compression !== 'av1') return 'HEIC';
  return meta.format in FORMATS ? undefined : meta.format.toUpperCase();
}

/** What a photo needs to fill `frame` without enlarging: one side at least as long as the frame's. */
function minimum(frame: { width: number; height: number }): string {
  return frame.width === frame.height
    ? `${frame.width} px on its longer side`
    : `${frame.width} px wide or ${frame.height} px tall`;
}

/**
 * The problem with `file`, or undefined. `frame` is the largest box it is fitted into; `decode` reads every
 * pixel (photos already drawn from these same bytes were read whole before, and skip it).
 */
export async function checkPhoto(
  file: string,
  frame: { width: number; height: number },
  decode: boolean,
): Promise<string | undefined> {
  const shown = displayPath(file);
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch (error) {
    return `${shown}: not an image the shop can read (${reason(error)}). ${SAVE_AS} again.`;
  }
  const format = formatProblem(meta);
  if (format) return `${shown}: a ${format} image, which the shop does not read. ${SAVE_AS}.`;
  const { width, height } = meta.autoOrient;
  if (width < frame.width && height < frame.height) {
    return `${shown}: ${width}×${height} px, too small for the ${frame.width}×${frame.height} px frame it is shown in. Use one at least ${minimum(frame)}: the camera's original, not a copy from a chat app.`;
  }
  if (decode) {
    try {
      await sharp(file, PHOTO_INPUT).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    } catch (error) {
      return damaged(file, error);
    }
  }
  return undefined;
}

/** The problem with a photo whose pixels could not be read to the end without a warning. */
export function damaged(file: string, error: unknown): string {
  return `${displayPath(file)}: damaged, it cannot be read to the end (${reason(error)}). Copy the original photo again.`;
}
