import { useId } from 'react';

/** The company's mark: a wave in a rounded square. Its gradient's id is its own (the header and
 * the footer both draw it). */
export function LogoMark({ size = 40 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563EB" />
          <stop offset="1" stopColor="#06B6D4" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradient})`} />
      <path
        d="M8 24c4-9 8-9 12 0s8 9 12 0"
        stroke="#fff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="29" cy="12" r="3" fill="#fff" />
    </svg>
  );
}
