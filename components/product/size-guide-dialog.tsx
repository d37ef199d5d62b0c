import { ModalDialog } from '@/components/ui/modal-dialog';
import { SIZE_GUIDE_DIALOG_ID } from './product-dialogs';
import { SizeGuideContent } from './size-guide-content';

export function SizeGuideDialog() {
  return (
    <ModalDialog id={SIZE_GUIDE_DIALOG_ID} title="Size Guide" widthClassName="max-w-2xl">
      <SizeGuideContent />
    </ModalDialog>
  );
}
