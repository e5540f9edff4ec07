import { screen, within } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { findProject, products, type Project } from '@brightwave/site-content';
import MobileAppProductPage from './mobile-app-product-page';
import ProductDetailPage from './product-detail-page';
import ProductsPage from './products-page';
import { currentLocation, renderPage } from '@brightwave/testing';

const product = (id: string): Project => findProject(id)!;

function openDetail(url: string, state?: unknown) {
  return renderPage(<ProductDetailPage />, {
    url,
    state,
    path: url === '/appproduct' ? '/appproduct' : '/appproduct/:id',
  });
}

function details() {
  const block = screen.getByRole('region', { name: 'Project details' });
  const terms = within(block)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(block)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

test('/products shows the four products of the table, each linking to its detail page', () => {
  renderPage(<ProductsPage />, { url: '/products' });
  const cards = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  const rows = cards.map((card) => [
    within(card).getByRole('link').textContent,
    within(card).getByText(/^(Mobile|Web) App$/).textContent,
    card.textContent?.match(/Rated (\d\.\d) out of 5/)?.[1],
    within(card).getByText(/^(Healthcare|Productivity|Spiritual)$/).textContent,
  ]);
  expect(rows).toEqual([
    ['Doctor-patient communication app', 'Mobile App', '4.9', 'Healthcare'],
    ['Document and PDF tool', 'Mobile App', '4.8', 'Productivity'],
    ['Quran app (50 reciters)', 'Mobile App', '5.0', 'Spiritual'],
    ['Laboratory management system', 'Web App', '4.7', 'Healthcare'],
  ]);
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactus');
});

test('a product card opens /appproduct/{id} with the product in navigation state', async () => {
  const { user } = renderPage(<ProductsPage />, {
    url: '/products',
    routes: { '/appproduct/:id': <ProductDetailPage /> },
  });

  await user.click(screen.getByRole('link', { name: 'Laboratory management system' }));

  expect(currentLocation().pathname).toBe('/appproduct/labsphere');
  expect(currentLocation().state).toMatchObject({ id: 'labsphere', rating: 4.7 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Laboratory management system',
  );
});

test('with navigation state, /appproduct shows hero, details, the story and three blocks', () => {
  const docuflow = product('docuflow');
  openDetail('/appproduct', docuflow);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(docuflow.title);
  expect(screen.getByText(docuflow.description)).toBeVisible();
  expect(details()).toEqual({
    Published: '1 Oct 2024',
    Services: docuflow.projectInfo.services,
    Industry: 'Productivity',
  });
  expect(screen.getByRole('heading', { name: docuflow.projectDetails.title })).toBeVisible();
  for (const block of docuflow.blocks) {
    expect(screen.getByRole('heading', { name: block.title })).toBeVisible();
  }
  // Our own HTML is rendered as HTML.
  expect(screen.getByText('legally binding signature').tagName).toBe('STRONG');
  // DocuFlow has no public site, so there is no live-site link.
  expect(screen.queryByRole('link', { name: /visit live site/i })).toBeNull();
});

test('a deep link to /appproduct/{id} works without navigation state', () => {
  const carelink = product('carelink');
  openDetail('/appproduct/carelink');

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(carelink.title);
  expect(screen.getByRole('link', { name: /visit live site/i })).toHaveAttribute(
    'href',
    'https://carelink.example',
  );
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
});

test('the laboratory system was published on 7 Jul 2024', () => {
  openDetail('/appproduct/labsphere');
  expect(details().Published).toBe('7 Jul 2024');
});

test('with neither state nor a known id, the page says there is no product data and offers a way back', () => {
  openDetail('/appproduct');
  expect(screen.getByText(TEXTS.product.noData)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );
  expect(screen.getByRole('button', { name: 'Go back' })).toBeEnabled();
  expect(screen.queryByRole('region', { name: 'Project details' })).toBeNull();
});

test('an unknown id without state gets the same message', () => {
  openDetail('/appproduct/does-not-exist');
  expect(screen.getByText(TEXTS.product.noData)).toBeVisible();
});

test('state from elsewhere is shown as text only, never as HTML', () => {
  openDetail('/appproduct', {
    title: 'Outside product',
    description: 'Came from somewhere else',
    paragraph1: '<img src=x onerror="alert(1)"><b>bold</b>',
    domainLink: 'javascript:alert(1)',
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Outside product');
  expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeVisible();
  expect(document.querySelector('b')).toBeNull();
  expect(screen.queryByRole('link', { name: /visit live site/i })).toBeNull();
});

describe('/mobileappproduct', () => {
  test('without state it says no data was passed and links to the portfolio', () => {
    renderPage(<MobileAppProductPage />, { url: '/mobileappproduct' });
    expect(screen.getByText(TEXTS.product.noDataOld)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the portfolio' })).toHaveAttribute(
      'href',
      '/ProductShowcase',
    );
    expect(screen.getByRole('link', { name: 'See our products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('with a project in state it shows that project', () => {
    renderPage(<MobileAppProductPage />, { url: '/mobileappproduct', state: products[0] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(products[0]!.title);
    expect(details().Published).toBe('1 Oct 2024');
  });
});

test('"Go back" on a deep link without history goes to the listing instead of leaving the site', async () => {
  const { user } = openDetail('/appproduct');
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(currentLocation().pathname).toBe('/products');
});
