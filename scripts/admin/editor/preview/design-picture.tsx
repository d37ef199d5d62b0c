import { useEffect, useState } from 'react';
import { BUILT_PICTURES } from '../form-names';
import { builtFrontImage } from './built-picture';
import { PictureNote } from './picture-note';
import { DRAWING_AT_BUILD, NO_PICTURE } from './picture-notes';

/** What the preview shows of a design's front view, worked out by designPicture(). */
export type DesignPicture =
  | { kind: 'photo'; url: string }
  | { kind: 'built'; path: string }
  | { kind: 'none'; message: string };

/** The designs the built site holds a picture of (scripts/admin/build.ts), asked for once. */
let builtPictures: Promise<Set<string>> | undefined;
function fetchBuiltPictures(): Promise<Set<string>> {
  builtPictures ??= fetch(new URL(BUILT_PICTURES, import.meta.url))
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .then(
      (slugs) => new Set(slugs),
      () => new Set<string>(),
    );
  return builtPictures;
}

/**
 * Her photo if she chose one (Decap hands it as a blob: URL, the photo as it will be uploaded); else the
 * built site's picture of this design, if the site holds one (an existing design's drawing or photo);
 * else a note saying when there will be one.
 */
export function useDesignPicture(
  photoUrl: string | undefined,
  slug: string,
  hasPrint: boolean,
): DesignPicture {
  const [built, setBuilt] = useState<Set<string>>();
  useEffect(() => {
    let current = true;
    void fetchBuiltPictures().then((slugs) => current && setBuilt(slugs));
    return () => {
      current = false;
    };
  }, []);
  if (photoUrl) return { kind: 'photo', url: photoUrl };
  if (built?.has(slug)) return { kind: 'built', path: builtFrontImage(slug) };
  return { kind: 'none', message: hasPrint ? DRAWING_AT_BUILD : NO_PICTURE };
}

/** The picture, square as the shop's are, or the note in its place: on the page, or filling a card's top. */
export function DesignPictureView({
  picture,
  alt,
  shape = 'page',
}: {
  picture: DesignPicture;
  alt: string;
  shape?: 'page' | 'card';
}) {
  const corners = shape === 'page' ? 'rounded-2xl' : '';
  if (picture.kind === 'none') {
    return <PictureNote message={picture.message} className={`aspect-square ${corners}`} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the editor's page, outside Next: her photo as a blob: URL, or the built file
    <img
      src={picture.kind === 'photo' ? picture.url : picture.path}
      alt={alt}
      className={`aspect-square w-full object-cover ${corners}`}
    />
  );
}
