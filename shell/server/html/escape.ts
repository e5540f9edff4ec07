// Text the server writes into HTML: escaped for attributes and text, and JSON that stays inside
// its <script> element.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
