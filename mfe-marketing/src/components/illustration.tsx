import type { Art } from '../art/art';

interface IllustrationProps {
  art: Art;
  /** Empty for decorative drawings. */
  alt: string;
  className?: string;
}

/**
 * One of our drawings. They are small vector files (7 KB at most), so they load at once rather
 * than lazily: lazy loading would save next to nothing and make pictures pop in while scrolling.
 */
export function Illustration({ art, alt, className }: IllustrationProps) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={alt}
      className={className}
      decoding="async"
    />
  );
}
