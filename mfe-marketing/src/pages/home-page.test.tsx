import { screen, within } from '@testing-library/react';
import { partnerLogos, projects } from '@brightwave/site-content';
import MobileAppProductPage from './mobile-app-product-page';
import HomePage from './home-page';
import HomeSectionPage from './home-section-page';
import { currentLocation, renderPage } from '@brightwave/testing';

function projectTitles() {
  const grid = screen.queryByRole('list', { name: /projects$/ });
  if (!grid) return [];
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

test('the hero leads to the contact page and to all services, above the trust badges', () => {
  renderPage(<HomePage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
  expect(screen.getByRole('link', { name: 'Explore services' })).toHaveAttribute(
    'href',
    '/allservices',
  );
  const badges = screen.getByRole('list', { name: 'Why clients trust us' });
  expect(badges).toHaveTextContent('100+ Successful Projects');
  expect(badges).toHaveTextContent('Innovative Solutions');
  expect(badges).toHaveTextContent('Proven Results');
});

test('the four service cards, tagged AI, WEB, GAME and MOBILE, lead to the service pages', () => {
  renderPage(<HomePage />);
  const section = screen.getByRole('heading', { name: 'Our services' }).closest('section')!;
  const cards = within(section).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByText(/^(AI|WEB|GAME|MOBILE)$/).textContent)).toEqual(
    ['AI', 'WEB', 'GAME', 'MOBILE'],
  );
  expect(
    within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/services/artificial-intelligence',
    '/services/web-development',
    '/services/game-development',
    '/services/mobile-development',
  ]);
});

test('the portfolio filters show web apps, mobile apps, everything, and a designed empty AI state', async () => {
  const { user } = renderPage(<HomeSectionPage section="ProductShowcase" />, {
    url: '/ProductShowcase',
  });
  const filter = (name: string) => screen.getByRole('button', { name });

  expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
  expect(projectTitles()).toHaveLength(4);

  await user.click(filter('Web App'));
  expect(filter('Web App')).toHaveAttribute('aria-pressed', 'true');
  expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
  expect(projectTitles()).toEqual(['Laboratory management system']);

  await user.click(filter('Mobile App'));
  expect(projectTitles()).toEqual([
    'Doctor-patient communication app',
    'Document and PDF tool',
    'Quran app (50 reciters)',
  ]);

  await user.click(filter('AI'));
  expect(projectTitles()).toEqual([]);
  expect(screen.getByRole('heading', { name: 'AI case studies are on their way' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Explore AI services' })).toHaveAttribute(
    'href',
    '/services/artificial-intelligence',
  );
  expect(screen.getByRole('status')).toHaveTextContent('0 projects shown');

  await user.click(filter('All'));
  expect(projectTitles()).toHaveLength(4);
  expect(screen.queryByRole('heading', { name: 'AI case studies are on their way' })).toBeNull();
});

test('a portfolio card opens /mobileappproduct with the project as navigation state', async () => {
  const { user } = renderPage(<HomePage />, {
    routes: { '/mobileappproduct': <MobileAppProductPage /> },
  });

  await user.click(screen.getByRole('link', { name: 'Quran app (50 reciters)' }));

  expect(currentLocation().pathname).toBe('/mobileappproduct');
  expect(currentLocation().state).toMatchObject({ id: 'noor-quran', title: projects[2]!.title });
  expect(screen.getByRole('heading', { level: 1, name: 'Quran app (50 reciters)' })).toBeVisible();
  expect(screen.getByRole('link', { name: /more details/i })).toHaveAttribute(
    'href',
    'https://noorquran.example',
  );
});

test.each([
  ['BusinessSolutionsOverview', 'Technology that fits the way you work'],
  ['CustomWebSolutions', 'Custom software, built around your business'],
  ['PartnerLogos', 'Teams that build with us'],
  ['OurServices', 'Our services'],
  ['ClientIndustries', 'Industries we serve'],
  ['ProductShowcase', 'Recent work'],
])('the %s route shows its home section as a page with one h1', (section, title) => {
  renderPage(<HomeSectionPage section={section} />, { url: `/${section}` });
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(title);
});

test('the logos strip names every partner for screen readers', () => {
  renderPage(<HomeSectionPage section="PartnerLogos" />, { url: '/PartnerLogos' });
  expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
    ...partnerLogos,
  ]);
  expect(partnerLogos).toHaveLength(6);
});
