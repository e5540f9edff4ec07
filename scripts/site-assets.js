// The shell's generated files, made once per build beside its index.html: the favicon (SVG and a
// multi-size .ico), the apple-touch-icon, the web manifest's icons, the default share image
// (its path and size: site-content's SHARE_IMAGE, in the brand's colours) and the web manifest, from packages/site-content.
// Run by scripts/post-build.js.
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

// Brand colours (/work/shared/BRAND.md, the same values as web-kit's tokens.css).
const INK = '#0B1B3F';
const PRIMARY = '#2563EB';
const ACCENT = '#06B6D4';

/** The mark: a white wave on the primary rounded square (the favicon the site always had). */
function markSvg(size = 32) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="8" fill="${PRIMARY}"/>` +
    `<path d="M6 20c4-8 8-8 10 0s6 8 10 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  );
}

function escapeXml(text) {
  return String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/** The default Open Graph / Twitter card image at its size (drawn on a 1200x630 board): name and
 * tagline on the ink-to-primary gradient. */
function shareImageSvg(company, { width, height }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${INK}"/>
      <stop offset="1" stop-color="${PRIMARY}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 520c200-90 400-90 600 0s400 90 600 0v110H0z" fill="#fff" fill-opacity="0.06"/>
  <g transform="translate(96 150) scale(4)">
    <rect width="32" height="32" rx="8" fill="#fff" fill-opacity="0.12"/>
    <path d="M6 20c4-8 8-8 10 0s6 8 10 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>
  <rect x="96" y="470" width="120" height="8" rx="4" fill="${ACCENT}"/>
  <text x="96" y="370" fill="#fff" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
    font-size="64" font-weight="700">${escapeXml(company.name)}</text>
  <text x="96" y="436" fill="#fff" fill-opacity="0.85" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
    font-size="36">${escapeXml(company.tagline)}</text>
</svg>`;
}

/** A .ico holding PNG images (supported by every browser since Windows Vista's format). */
function icoFrom(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** Writes the generated files into the shell's dist folder. */
async function writeSiteAssets(dist) {
  // Loaded here (not at the top) because they are TypeScript: post-build.js registers swc first.
  const { company, SHARE_IMAGE } = require('@brightwave/site-content');
  const write = (name, data) => fs.writeFileSync(path.join(dist, name), data);

  write('favicon.svg', markSvg());
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await png(markSvg(), size) })),
  );
  write('favicon.ico', icoFrom(small));
  // The touch icon and the manifest's icons are full-bleed squares: iOS and Android round them.
  const square = markSvg().replace('rx="8"', 'rx="0"');
  write('apple-touch-icon.png', await png(square, 180));
  write('icon-192.png', await png(square, 192));
  write('icon-512.png', await png(square, 512));
  write(
    SHARE_IMAGE.path.slice(1),
    await sharp(Buffer.from(shareImageSvg(company, SHARE_IMAGE)))
      .png()
      .toBuffer(),
  );
  write(
    'site.webmanifest',
    `${JSON.stringify(
      {
        name: company.name,
        short_name: company.shortName,
        description: company.tagline,
        start_url: '/',
        display: 'standalone',
        background_color: '#FFFFFF',
        theme_color: INK,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      null,
      2,
    )}\n`,
  );
}

module.exports = { writeSiteAssets, markSvg, shareImageSvg };
