/**
 * A phone's HEIC photo decoded to pixels by libheif (libheif-js: libheif compiled to WebAssembly, LGPL-3.0,
 * kept by its author in step with libheif), for browsers that cannot read HEIC themselves (all but
 * Safari). Loaded only when such a photo is chosen: its code and its 1.4 MB WebAssembly are files of their
 * own in out/admin/ (editor-scripts.ts), which no other path fetches. libheif turns the picture upright by
 * the photo's own rotation boxes, as the phone meant it shown.
 */
import libheifFactory from 'libheif-js/libheif-wasm/libheif.js';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm';

/** The part of libheif-js's API used here (its README's decoding example). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: ImageData, done: (result: ImageData | null) => void): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

let libheif: Promise<Libheif> | undefined;

function loadLibheif(): Promise<Libheif> {
  libheif ??= fetch(wasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${wasmUrl}: ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      (wasmBinary) =>
        new Promise<Libheif>((resolve) => {
          // Emscripten fills in the object it is given and calls this once the WebAssembly runs.
          const runtime = {
            wasmBinary,
            onRuntimeInitialized: () => resolve(runtime as unknown as Libheif),
          };
          (libheifFactory as (runtime: object) => unknown)(runtime);
        }),
    );
  libheif.catch(() => (libheif = undefined));
  return libheif;
}

/** The HEIC's main picture (a phone's file may hold others), upright, as pixels; throws when it holds none or cannot be read. */
export async function decodeHeic(file: Blob): Promise<ImageData> {
  const { HeifDecoder } = await loadLibheif();
  const images = new HeifDecoder().decode(new Uint8Array(await file.arrayBuffer()));
  const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
  if (!image) throw new Error('no picture in it');
  try {
    const pixels = new ImageData(image.get_width(), image.get_height());
    await new Promise<void>((resolve, reject) =>
      image.display(pixels, (shown) => (shown ? resolve() : reject(new Error('cannot decode it')))),
    );
    return pixels;
  } finally {
    for (const each of images) each.free();
  }
}
