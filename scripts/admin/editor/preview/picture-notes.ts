/** What the preview says in place of a picture the build draws (design-picture.tsx, render.tsx). */
export const DRAWING_AT_BUILD =
  'The drawing is made from the print when the site is built: it shows here once the site is built with this design.';
export const NO_PICTURE = 'No picture yet: give the design a print, or a photo of each view.';
/** In place of the size chart's picture, drawn from the chart's numbers when the site is built. */
export const CHART_AT_BUILD =
  'The chart’s picture is drawn from these numbers when the site is built; the table shows them as you type.';
