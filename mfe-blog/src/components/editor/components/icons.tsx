// Toolbar glyphs: small inline SVGs drawn with currentColor, hidden from screen readers (each
// button carries its own label).
const PATHS = {
  quote:
    'M7 7h4v4H8.5c0 1.5.5 2.5 2.5 3v2c-3 0-5-2-5-5V7Zm8 0h4v4h-2.5c0 1.5.5 2.5 2.5 3v2c-3 0-5-2-5-5V7Z',
  bulleted:
    'M5 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM9 7h11v2H9V7Zm0 6h11v2H9v-2Z',
  numbered:
    'M4 5h2v5H5V6.5H4V5Zm-.2 8.2c.3-.7 1-1.2 1.8-1.2 1 0 1.7.7 1.7 1.5 0 .7-.4 1.1-1 1.6l-.6.4H7.5V17H4v-1.1l1.8-1.4c.4-.3.5-.5.5-.8 0-.2-.2-.4-.5-.4-.3 0-.5.2-.6.5l-1.4-.6ZM9 7h11v2H9V7Zm0 6h11v2H9v-2Z',
  'align-left': 'M4 5h16v2H4V5Zm0 4h10v2H4V9Zm0 4h16v2H4v-2Zm0 4h10v2H4v-2Z',
  'align-center': 'M4 5h16v2H4V5Zm3 4h10v2H7V9Zm-3 4h16v2H4v-2Zm3 4h10v2H7v-2Z',
  'align-right': 'M4 5h16v2H4V5Zm6 4h10v2H10V9Zm-6 4h16v2H4v-2Zm6 4h10v2H10v-2Z',
  'align-justify': 'M4 5h16v2H4V5Zm0 4h16v2H4V9Zm0 4h16v2H4v-2Zm0 4h16v2H4v-2Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM8.5 18.5a3.5 3.5 0 0 1-2.5-6l2-2 1.4 1.4-2 2a1.5 1.5 0 0 0 2.1 2.1l2-2 1.4 1.4-2 2a3.5 3.5 0 0 1-2.4 1.1Zm6.1-5.1-1.4-1.4 2-2A1.5 1.5 0 0 0 13.1 7.9l-2 2-1.4-1.4 2-2A3.5 3.5 0 0 1 16.6 11.4l-2 2Z',
  image:
    'M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3 2.2 2.2 3.5-4.5 3 4V7H6Zm3 3.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  clean:
    'M15.2 4.4l4.4 4.4-8.5 8.5H6.7l-2.3-2.3a1 1 0 0 1 0-1.4l10.8-9.2Zm-6.7 8.2L7.1 14l1.5 1.5h1.7l1-1-2.8-1.9ZM12 19h8v2h-8v-2Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
