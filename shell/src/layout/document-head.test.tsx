// The head the browser keeps on each navigation is the head the shell's server writes for a first
// visit: one tag list (page-head.ts's headMeta), so the two never drift apart.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { company } from '@brightwave/site-content';
import { headTags } from '../../server/html/head-tags';
import { useDocumentHead, type DocumentHead } from './document-head';
import { resolveHead } from './page-head';

function Page({ head }: { head: DocumentHead }) {
  useDocumentHead(head);
  return null;
}

/** The head's title, canonical link and meta tags as HTML, sorted. */
const headHtml = () =>
  [...document.head.querySelectorAll('title, link[rel="canonical"], meta')]
    .map((element) => element.outerHTML)
    .sort();

it.each<[string, DocumentHead]>([
  ['/about', { title: 'About us', description: 'Who we are.' }],
  ['/login', { title: 'Sign in', noindex: true, image: 'https://cdn.example/card.png' }],
  ['/nowhere', { title: 'Page not found', unknown: true, noindex: true }],
])('keeps the head of %s as the server writes it', async (path, head) => {
  document.head.innerHTML = '';
  const router = createMemoryRouter([{ path: '*', element: <Page head={head} /> }], {
    initialEntries: [path],
  });
  await act(() => render(<RouterProvider router={router} />));
  const page = resolveHead(head, {
    site: company,
    origin: window.location.origin,
    pathname: path,
  });
  const server = document.createElement('head');
  server.innerHTML = headTags(page, company.name).join('');
  const expected = [...server.querySelectorAll('title, link[rel="canonical"], meta')]
    .map((element) => element.outerHTML)
    .sort();
  expect(headHtml()).toEqual(expected);
  expect(headHtml().some((tag) => tag.includes('og:image'))).toBe(true);
});
