/**
 * What a HEIF file holds besides its pixels (HEIC, the iPhone's format, and AVIF are HEIF with other
 * codecs), read from its boxes: image items, their layout and their decoding properties are pixels;
 * EXIF and XMP items, a color profile, thumbnails, a description and any other box are not.
 */
import { COLOR_PROFILE, DAMAGED, SECOND_IMAGE, THUMBNAIL, unique, xmpName } from './extras';
import { exifName } from './tiff';

interface Box {
  type: string;
  /** Where its content starts (after its header) and ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`, or undefined when one runs past `to`. */
function boxes(bytes: Buffer, from: number, to: number): Box[] | undefined {
  const found: Box[] = [];
  let i = from;
  while (i < to) {
    if (i + 8 > to) return undefined;
    let size = bytes.readUInt32BE(i);
    let header = 8;
    if (size === 1) {
      if (i + 16 > to) return undefined;
      size = Number(bytes.readBigUInt64BE(i + 8));
      header = 16;
    } else if (size === 0) {
      size = to - i;
    }
    if (size < header || i + size > to) return undefined;
    found.push({ type: bytes.toString('latin1', i + 4, i + 8), start: i + header, end: i + size });
    i += size;
  }
  return found;
}

/** Top-level boxes of a still image: its brands, its items, their data, and padding. */
const TOP_LEVEL = new Set(['ftyp', 'meta', 'mdat', 'free', 'skip']);
/** The boxes of `meta` that say what the items are, where their data is and how they relate. */
const META_BOXES = new Set([
  'hdlr',
  'pitm',
  'iloc',
  'iinf',
  'iref',
  'iprp',
  'idat',
  'dinf',
  'grpl',
]);
/** Items that are pixels: coded images, grids and overlays of them, tone maps. */
const IMAGE_ITEMS = new Set([
  'av01',
  'hvc1',
  'hev1',
  'vvc1',
  'avc1',
  'jpeg',
  'unci',
  'grid',
  'iden',
  'iovl',
  'tmap',
]);
/** Properties that say how to decode and lay out the pixels. */
const PIXEL_PROPERTIES = new Set([
  'ispe',
  'pixi',
  'av1C',
  'hvcC',
  'vvcC',
  'avcC',
  'jpgC',
  'uncC',
  'cmpd',
  'irot',
  'imir',
  'clap',
  'auxC',
  'pasp',
  'rloc',
  'lsel',
  'a1op',
  'a1lx',
  'clli',
  'mdcv',
  'cclv',
  'amve',
  'reve',
  'ndwt',
]);

interface Item {
  id: number;
  type: string;
  /** A MIME item's type: application/rdf+xml for XMP. */
  contentType: string;
}

/** The items an `iinf` box lists, or undefined when it is malformed. */
function items(bytes: Buffer, iinf: Box): Item[] | undefined {
  const version = bytes[iinf.start]!;
  const entries = boxes(bytes, iinf.start + (version === 0 ? 6 : 8), iinf.end);
  if (!entries) return undefined;
  return entries
    .filter((entry) => entry.type === 'infe')
    .map((infe) => {
      const infeVersion = bytes[infe.start]!;
      const wide = infeVersion === 3;
      const id = wide ? bytes.readUInt32BE(infe.start + 4) : bytes.readUInt16BE(infe.start + 4);
      // Versions 0 and 1 describe a MIME item only; 2 and 3 name a type after the item's id and protection.
      if (infeVersion < 2) return { id, type: 'mime', contentType: '' };
      const at = infe.start + 4 + (wide ? 4 : 2) + 2;
      const type = bytes.toString('latin1', at, at + 4);
      const nameEnd = bytes.indexOf(0, at + 4);
      const contentEnd = nameEnd < 0 ? -1 : bytes.indexOf(0, nameEnd + 1);
      const contentType =
        type === 'mime' && contentEnd > 0 && contentEnd <= infe.end
          ? bytes.toString('latin1', nameEnd + 1, contentEnd)
          : '';
      return { id, type, contentType };
    });
}

/**
 * Each item's data, by item id, from the `iloc` box: extents in the file or in the `idat` box. Read so
 * that EXIF and XMP items can say whether they hold a GPS position.
 */
function itemData(bytes: Buffer, iloc: Box, idat: Box | undefined): Map<number, Buffer> {
  const data = new Map<number, Buffer>();
  const version = bytes[iloc.start]!;
  let i = iloc.start + 4;
  const read = (size: number) => {
    const value =
      size === 0 ? 0 : size === 8 ? Number(bytes.readBigUInt64BE(i)) : bytes.readUIntBE(i, size);
    i += size;
    return value;
  };
  const [offsetSize, lengthSize] = [bytes[i]! >> 4, bytes[i]! & 0x0f];
  const [baseOffsetSize, indexSize] = [bytes[i + 1]! >> 4, version > 0 ? bytes[i + 1]! & 0x0f : 0];
  i += 2;
  const count = read(version < 2 ? 2 : 4);
  for (let item = 0; item < count && i < iloc.end; item++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version > 0 ? read(2) & 0x0f : 0;
    read(2); // data reference index: this file
    const base = read(baseOffsetSize);
    const extents = read(2);
    const parts: Buffer[] = [];
    for (let extent = 0; extent < extents; extent++) {
      read(indexSize);
      const offset = base + read(offsetSize);
      const length = read(lengthSize);
      const origin = method === 1 ? (idat?.start ?? bytes.length) : 0;
      parts.push(bytes.subarray(origin + offset, origin + offset + length));
    }
    data.set(id, Buffer.concat(parts));
  }
  return data;
}

function itemName(item: Item, data: Buffer | undefined): string | undefined {
  if (IMAGE_ITEMS.has(item.type)) return undefined;
  const content = data ?? Buffer.alloc(0);
  // An EXIF item starts with the offset of its TIFF header, after which the EXIF block is as in a JPEG.
  if (item.type === 'Exif')
    return exifName(content.subarray(4 + (content.length >= 4 ? content.readUInt32BE(0) : 0)));
  if (item.type === 'mime') {
    return item.contentType === 'application/rdf+xml'
      ? xmpName(content)
      : `a ${item.contentType || 'MIME'} item`;
  }
  return `a ${item.type.trim()} item`;
}

function propertyNames(bytes: Buffer, iprp: Box): string[] | undefined {
  const ipco = boxes(bytes, iprp.start, iprp.end)?.find((box) => box.type === 'ipco');
  if (!ipco) return undefined;
  const properties = boxes(bytes, ipco.start, ipco.end);
  if (!properties) return undefined;
  return properties.flatMap(({ type, start }) => {
    if (type === 'colr') {
      const colorType = bytes.toString('latin1', start, start + 4);
      return colorType === 'prof' || colorType === 'rICC' ? [COLOR_PROFILE] : [];
    }
    return PIXEL_PROPERTIES.has(type) ? [] : [`a ${type.trim()} property`];
  });
}

function metaExtras(bytes: Buffer, meta: Box): string[] {
  // `meta` is a full box: a version and flags before its boxes.
  const children = boxes(bytes, meta.start + 4, meta.end);
  if (!children) return [DAMAGED];
  const iloc = children.find((child) => child.type === 'iloc');
  const idat = children.find((child) => child.type === 'idat');
  const data = iloc ? itemData(bytes, iloc, idat) : new Map<number, Buffer>();
  return children.flatMap((child): string[] => {
    if (child.type === 'iinf') {
      const listed = items(bytes, child);
      return listed ? listed.flatMap((item) => itemName(item, data.get(item.id)) ?? []) : [DAMAGED];
    }
    if (child.type === 'iprp') return propertyNames(bytes, child) ?? [DAMAGED];
    if (child.type === 'iref') {
      const references = boxes(bytes, child.start + 4, child.end);
      if (!references) return [DAMAGED];
      return references.some((reference) => reference.type === 'thmb') ? [THUMBNAIL] : [];
    }
    if (child.type === 'xml ' || child.type === 'bxml') {
      return [xmpName(bytes.subarray(child.start + 4, child.end))];
    }
    return META_BOXES.has(child.type) ? [] : [`a ${child.type.trim()} box`];
  });
}

/** `bytes` starts with an ftyp box. */
export function heifExtras(bytes: Buffer): string[] {
  const top = boxes(bytes, 0, bytes.length);
  if (!top) return [DAMAGED];
  const extras = top.flatMap((box) => {
    if (box.type === 'meta') return metaExtras(bytes, box);
    if (box.type === 'moov') return [SECOND_IMAGE]; // an image sequence, or a video
    return TOP_LEVEL.has(box.type) ? [] : [`a ${box.type.trim()} box`];
  });
  if (!top.some((box) => box.type === 'meta')) extras.push(DAMAGED);
  return unique(extras);
}
