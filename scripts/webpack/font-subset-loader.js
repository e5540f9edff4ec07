// Trims the site font's Latin face (@fontsource-variable/inter's inter-latin-wght-normal.woff2,
// which a page's first screen waits for) to the weights the design tokens use and HarfBuzz's
// default OpenType features: 48 KB -> 35 KB. Every character the face maps is kept, so its
// @font-face unicode-range still holds. Weights outside the range are drawn at its nearest end.
const subsetFont = require('subset-font');

/** The lightest and heaviest font-weight in the design tokens and the apps' CSS. */
const WEIGHTS = { min: 400, max: 800 };

/** Every character of the Basic Multilingual Plane: the subset keeps whichever the face maps. */
let everyCharacter = '';
for (let code = 0x20; code <= 0xffff; code += 1) {
  if (code < 0xd800 || code > 0xdfff) everyCharacter += String.fromCharCode(code);
}

/** @this {import('webpack').LoaderContext<unknown>} @param {Buffer} font */
function fontSubsetLoader(font) {
  const callback = this.async();
  subsetFont(font, everyCharacter, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
    .then((subset) => callback(null, subset))
    .catch(callback);
}

module.exports = fontSubsetLoader;
module.exports.raw = true;
