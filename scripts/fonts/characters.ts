/**
 * The characters the shop's web fonts carry: printable ASCII and the few typographic marks and letters the
 * copy uses. The @fontsource "latin" files hold about 300 glyphs; cut to these (and Nunito's two weights
 * to one variable file, and the features no style uses dropped: ./cut.ts), the fonts every first visit
 * downloads before its first paint shrink from 50.6 KB to 28.6 KB. A character outside the set still
 * shows, drawn from the fallback font; tests/e2e/fonts.spec.ts fails when the pages use one.
 */
const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join('');

/** No-break space, © ® ° · × é, quotes and dashes, … • ‹ › → € ™. */
const TYPOGRAPHY = '\u00a0©®°·×é‘’“”–—…•‹›→€™';

export const FONT_CHARACTERS = PRINTABLE_ASCII + TYPOGRAPHY;
