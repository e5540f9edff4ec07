// Trims the site font's Latin face (@fontsource-variable/inter's inter-latin-wght-normal.woff2,
// which a page's first screen waits for) to the weights the design tokens use: its weight axis
// spans 400-800 instead of 100-900, 48 KB -> 35 KB. Every glyph and OpenType feature is kept, so
// its @font-face unicode-range still holds. Weights outside the range are drawn at its nearest end.
const subsetFont = require('subset-font');

/** The lightest and heaviest font-weight in the design tokens and the apps' CSS. */
const WEIGHTS = { min: 400, max: 800 };

/** @this {import('webpack').LoaderContext<unknown>} @param {Buffer} font */
function fontSubsetLoader(font) {
  const callback = this.async();
  subsetFont(font, null, {
    keepAllGlyphs: true,
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  })
    .then((subset) => callback(null, subset))
    .catch(callback);
}

module.exports = fontSubsetLoader;
module.exports.raw = true;
