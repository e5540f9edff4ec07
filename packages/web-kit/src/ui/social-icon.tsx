import type { SocialLink } from '@brightwave/site-content';

// The site's one set of social glyphs (filled, currentColor), used wherever the company's social
// links show. Twitter is drawn as its current mark, the X.
const glyphs: Record<SocialLink['network'], { d: string; viewBox: string }> = {
  Facebook: {
    viewBox: '0 0 24 24',
    d: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z',
  },
  Twitter: {
    // The X is drawn edge to edge: a wider view box gives it the others' visual size.
    viewBox: '-3.5 -3.5 31 31',
    d: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.59l5.24 6.93zm-1.29 19.5h2.04L6.49 3.24H4.3z',
  },
  Instagram: {
    viewBox: '0 0 24 24',
    d: 'M12 7.8a4.2 4.2 0 1 0 0 8.4 4.2 4.2 0 0 0 0-8.4zm0 6.9a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4zM16.4 6.6a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM12 4.5c2.4 0 2.7 0 3.7.1 2.5.1 3.6 1.3 3.7 3.7v7.4c-.1 2.4-1.2 3.6-3.7 3.7H8.3c-2.5-.1-3.6-1.3-3.7-3.7V8.3c.1-2.4 1.2-3.6 3.7-3.7h3.7zM12 3H8.3C5 3.1 3.1 5 3 8.3v7.4C3.1 19 5 20.9 8.3 21h7.4c3.3-.1 5.2-2 5.3-5.3V8.3C20.9 5 19 3.1 15.7 3z',
  },
  LinkedIn: {
    viewBox: '0 0 24 24',
    d: 'M6.9 8.9H3.8V20h3.1zM5.3 3.9a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.6c0-3-.6-5-4-5-1.6 0-2.7.8-3.1 1.6V8.9H10V20h3.1v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.2z',
  },
};

/** A social network's glyph, decorative: the link around it carries the name. */
export function SocialIcon({
  network,
  size = 20,
}: {
  network: SocialLink['network'];
  size?: number;
}) {
  const { d, viewBox } = glyphs[network];
  return (
    <svg width={size} height={size} viewBox={viewBox} aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
