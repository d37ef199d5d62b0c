/**
 * The whole look of app/global-error.tsx, which cannot count on app/globals.css or the fonts: one style
 * sheet of its own, in the brand's colors by day and, for a phone set to dark, the dark theme's (the same
 * tokens' values, held equal to them by tests/unit/theme-tokens.test.ts). A literal: this module is in every
 * page's first-load JavaScript, where each byte is paid on every visit, and a sheet of plain colors with
 * one dark block weighs less than inline style objects did (light only).
 */
export const GLOBAL_ERROR_CSS =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
  'box-sizing:border-box;padding:2rem 1rem;background:#fdf7f0;color:#2a2330;color-scheme:light dark;' +
  'font-family:system-ui,sans-serif;text-align:center}' +
  'main{max-width:36rem}' +
  'p{margin:1.25rem 0 0;font-weight:700;color:#8c2346;overflow-wrap:anywhere}' +
  '.brand{margin:0;letter-spacing:.1em;text-transform:uppercase}' +
  '.note{margin-top:.75rem;font-weight:400;color:#5c5263}' +
  'h1{margin:1rem 0 0;font-family:Georgia,serif;font-size:2rem;line-height:1.2}' +
  'div{margin-top:2rem;display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}' +
  'button,a{box-sizing:border-box;min-height:44px;padding:0 1.5rem;border:2px solid #b0305a;' +
  'border-radius:999px;font:inherit;font-weight:700}' +
  'button{background:#b0305a;color:#fff;cursor:pointer}' +
  'a{display:inline-flex;align-items:center;color:#8c2346;text-decoration:none}' +
  '@media (prefers-color-scheme:dark){body{background:#16121a;color:#f3ece7}p,a{color:#ec7aa0}' +
  '.note{color:#c4b8c6}button,a{border-color:#f7adc4}button{background:#f7adc4;color:#1f0f17}}';
