/**
 * Puts photo-redraw.ts between the owner's choice of a file and Decap CMS's media library, which has no
 * hook for it: the library's Upload button is a file input whose change Decap reads. This page's listener
 * sees that change first (on window, while it captures), holds it back, and lets a change through that
 * carries the photo to upload instead, or says in a dialog why it will not upload and what to do.
 */
import { PhotoRefused, photoForUpload } from './photo-redraw';

/** Changes this file let through, which it must not catch again. */
const passed = new WeakSet<Event>();

/** Decap's upload button (decap-cms-core's FileUploadButton) wraps its input in this class. */
const isUploadInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  target.type === 'file' &&
  target.closest('.nc-fileUploadButton') !== null;

async function handOver(input: HTMLInputElement, file: File): Promise<void> {
  document.body.setAttribute('aria-busy', 'true');
  try {
    const upload = await photoForUpload(file);
    const files = new DataTransfer();
    files.items.add(upload);
    input.files = files.files;
    const change = new Event('change', { bubbles: true });
    passed.add(change);
    input.dispatchEvent(change);
  } catch (error) {
    input.value = '';
    window.alert(
      error instanceof PhotoRefused
        ? error.message
        : `${file.name} could not be prepared for upload (${String(error)}). Upload a JPEG or PNG photo.`,
    );
  } finally {
    document.body.removeAttribute('aria-busy');
  }
}

export function guardPhotoUploads(): void {
  window.addEventListener(
    'change',
    (event) => {
      if (passed.has(event) || !isUploadInput(event.target)) return;
      const file = event.target.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      void handOver(event.target, file);
    },
    true,
  );
}
