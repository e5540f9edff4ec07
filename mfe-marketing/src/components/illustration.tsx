import type { Art } from '../art/art';

interface IllustrationProps {
  art: Art;
  /** Empty for decorative drawings. */
  alt: string;
  className?: string;
  /** The first drawing on a page loads at once; the rest wait until they are near. */
  eager?: boolean;
}

export function Illustration({ art, alt, className, eager = false }: IllustrationProps) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
