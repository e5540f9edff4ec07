// The site's frame (header, footer, chat button) as the browser first renders it for a URL, which
// the shell's server (server/, built with it for Node: see webpack.config.js) wraps around a
// remote's server-rendered page (server/first-screen.ts).
import { renderToString } from 'react-dom/server';
// StaticRouter is for server rendering only, so the browsers' shared facade leaves it out.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';

const PAGE_SLOT = '<template data-bw-page=""></template>';

/** The frame's HTML for `url` (path and query), before and after the page's place in <main>. */
export function renderFrame(url: string): { start: string; end: string } {
  // The page inside is rendered apart (by its remote's build), with React's default id prefix:
  // the frame's ids get their own, so the two never name the same element.
  const html = renderToString(
    <StaticRouter location={url}>
      <SiteLayout firstScreen>
        <template data-bw-page="" />
      </SiteLayout>
    </StaticRouter>,
    { identifierPrefix: 'frame-' },
  );
  const at = html.indexOf(PAGE_SLOT);
  if (at < 0) throw new Error('The site layout rendered no place for the page.');
  return { start: html.slice(0, at), end: html.slice(at + PAGE_SLOT.length) };
}
