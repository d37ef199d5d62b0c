/**
 * The editor's own scripts, loaded by its page after Decap CMS's bundle (page.ts; built by
 * editor-scripts.ts): every rule the build checks, checked before a save or a deletion, in the build's
 * words (checks-widget.ts, entry-faults.ts); the next free number for a new design (number-widget.ts);
 * every photo redrawn before it leaves the browser, whatever its format (photo-upload.ts); online, where her
 * change stands after a publish (publish-status.ts); the preview pane,
 * a design and each page's copy drawn by the shop's own components as she types (preview/).
 */
import { formatFault } from '@/data/schema/faults';
import { checksControl } from './checks-widget';
import type { DecapMap } from './decap';
import { faultsOfDeletion } from './entry-faults';
import {
  CHECKS_FIELD,
  DELETION_REFUSED,
  DESIGN_NUMBER_WIDGET,
  DESIGNS_COLLECTION,
} from './form-names';
import { guardPhotoUploads } from './photo-upload';
import { designNumberControl } from './number-widget';
import { followPublishes } from './publish-status';
import { registerPreviews } from './preview/register';
import { entryFile, rememberDeleted, rememberSaved, savedContent } from './saved-content';

const { CMS } = window;
CMS.registerWidget(CHECKS_FIELD.widget, checksControl());
CMS.registerWidget(DESIGN_NUMBER_WIDGET, designNumberControl());
CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => rememberSaved(entry) });

// Decap deletes a design after this event and shows what it throws: "Failed to delete entry: <error>".
CMS.registerEventListener({
  name: 'preUnpublish',
  handler: ({ entry }) => {
    if ((entry as DecapMap).get('collection') !== DESIGNS_COLLECTION) return;
    const saved = savedContent();
    const faults = saved ? faultsOfDeletion(entryFile(entry), saved) : [];
    if (faults.length > 0) {
      // Decap shows the error as a string, `${name}: ${message}`: the name is the sentence's start.
      const refusal = new Error(faults.map(formatFault).join(' '));
      refusal.name = DELETION_REFUSED;
      throw refusal;
    }
  },
});
CMS.registerEventListener({
  name: 'postUnpublish',
  handler: ({ entry }) => rememberDeleted(entry),
});

guardPhotoUploads();
followPublishes();
registerPreviews();
