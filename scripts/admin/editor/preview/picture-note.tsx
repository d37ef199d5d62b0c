/**
 * What the preview shows in place of a picture the build draws and the site does not hold yet (or holds
 * as it was before her change): a dashed box saying when there will be one (picture-notes.ts).
 */
export function PictureNote({ message, className = '' }: { message: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={message}
      className={`flex items-center justify-center border-2 border-dashed border-line bg-blush p-6 text-center text-sm text-muted ${className}`}
    >
      {message}
    </div>
  );
}
