/** What the preview says in place of a design's picture when there is none to show (design-picture.tsx). */
export const DRAWING_AT_BUILD =
  'The drawing is made from the print when the site is built: it shows here once the site is built with this design.';
export const NO_PICTURE = 'No picture yet: give the design a print, or a photo of each view.';
