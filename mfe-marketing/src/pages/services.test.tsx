import { screen, within } from '@testing-library/react';
import { company, dataAnalytics, services } from '@brightwave/site-content';
import AllServicesPage from './all-services-page';
import DataAnalyticsPage from './data-analytics-page';
import ServicePage from './service-page';
import { currentLocation, renderPage } from '@brightwave/testing';

describe.each(services.map((service) => [service.slug, service] as const))(
  'the %s page',
  (slug, service) => {
    beforeEach(() => {
      renderPage(<ServicePage service={slug} />, { url: service.path });
    });

    test('has its banner as the one h1, then intro, four roles, five benefits and four questions', () => {
      const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
      expect(others).toHaveLength(0);
      expect(h1).toHaveTextContent(service.banner.title);
      expect(screen.getByRole('heading', { name: service.intro.title })).toBeVisible();
      for (const role of service.roles) {
        expect(screen.getByRole('heading', { name: role.title })).toBeVisible();
      }
      for (const benefit of service.benefits) {
        expect(screen.getByRole('heading', { name: benefit.title })).toBeVisible();
      }
      expect(service.roles).toHaveLength(4);
      expect(service.benefits).toHaveLength(5);
      for (const faq of service.faqs) {
        expect(screen.getByRole('button', { name: faq.question })).toBeVisible();
      }
      expect(service.faqs).toHaveLength(4);
    });

    test('tells eight situations clients come with, each with what we would build', () => {
      const list = screen.getByRole('heading', { name: 'What clients come to us with' })
        .parentElement!.nextElementSibling as HTMLElement;
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(8);
      expect(service.needs).toHaveLength(8);
      service.needs.forEach((need, i) => {
        expect(within(items[i]!).getByRole('heading', { name: need.who })).toBeVisible();
        expect(items[i]).toHaveTextContent(need.need);
        expect(items[i]).toHaveTextContent(`What we would build: ${need.build}`);
      });
    });

    test('links to the video channel in a new tab', () => {
      const link = screen.getByRole('link', { name: /watch our work on video/i });
      expect(link).toHaveAttribute('href', company.videoChannel);
      expect(link).toHaveAttribute('target', '_blank');
    });
  },
);

test('an unknown service shows a way to all services instead of a blank page', () => {
  renderPage(<ServicePage service="knitting" />, { url: '/services/knitting' });
  expect(screen.getByRole('heading', { name: 'We could not find this service' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute(
    'href',
    '/allservices',
  );
});

test('/allservices stacks AI, web, mobile and game under one h1', () => {
  renderPage(<AllServicesPage />, { url: '/allservices' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const articles = screen.getAllByRole('article');
  expect(articles.map((article) => article.id)).toEqual([
    'artificial-intelligence',
    'web-development',
    'mobile-development',
    'game-development',
  ]);
  for (const article of articles) {
    expect(within(article).getAllByRole('heading', { level: 2 })[0]).toBeVisible();
  }
});

describe('the data analytics page', () => {
  test('shows the 15 years of experience badge, consultants, benefits and sample services', () => {
    renderPage(<DataAnalyticsPage />, { url: '/services/dataanalytics' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(dataAnalytics.hero.title);
    expect(screen.getByText('15')).toBeVisible();
    expect(screen.getByText('years of experience').parentElement).toHaveTextContent(
      '15 years of experience',
    );
    for (const item of [
      ...dataAnalytics.roles,
      ...dataAnalytics.benefits,
      ...dataAnalytics.sampleServices,
    ]) {
      expect(screen.getByRole('heading', { name: item.title })).toBeVisible();
    }
    expect(dataAnalytics.needs).toHaveLength(8);
    for (const need of dataAnalytics.needs) {
      const item = screen.getByRole('heading', { name: need.who }).closest('li')!;
      expect(item).toHaveTextContent(need.need);
      expect(item).toHaveTextContent(need.build);
    }
  });

  test('the FAQ keeps one answer open at a time, and clicking the open one closes it', async () => {
    const { user } = renderPage(<DataAnalyticsPage />, { url: '/services/dataanalytics' });
    const [first, second] = dataAnalytics.faqs;
    const question = (text: string) => screen.getByRole('button', { name: text });
    const answer = (text: string) => screen.queryByRole('region', { name: text });

    expect(dataAnalytics.faqs).toHaveLength(4);
    for (const faq of dataAnalytics.faqs) {
      expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(faq.question)).toBeNull();
    }

    await user.click(question(first!.question));
    expect(question(first!.question)).toHaveAttribute('aria-expanded', 'true');
    const region = answer(first!.question)!;
    expect(region).toHaveTextContent(first!.answer);
    expect(question(first!.question)).toHaveAttribute('aria-controls', region.id);

    await user.click(question(second!.question));
    expect(question(second!.question)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(second!.question)).toHaveTextContent(second!.answer);
    expect(question(first!.question)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(first!.question)).toBeNull();

    await user.click(question(second!.question));
    expect(question(second!.question)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(second!.question)).toBeNull();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  test('the FAQ works from the keyboard', async () => {
    const { user } = renderPage(<DataAnalyticsPage />, { url: '/services/dataanalytics' });
    const first = dataAnalytics.faqs[0]!;
    screen.getByRole('button', { name: first.question }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: first.question })).toBeNull();
  });
});

test('the /allservices jump links move to the chosen service without navigating', async () => {
  const scrolled: string[] = [];
  // jsdom has no layout, so it does not implement scrolling; record the calls instead.
  const spy = jest.fn(function (this: Element) {
    scrolled.push(this.id);
  });
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: spy, configurable: true });
  const { user } = renderPage(<AllServicesPage />, { url: '/allservices' });
  const nav = screen.getByRole('navigation', { name: 'Services on this page' });

  await user.click(within(nav).getByRole('link', { name: 'Game Development' }));

  expect(scrolled).toEqual(['game-development']);
  expect(document.activeElement?.id).toBe('game-development');
  expect(currentLocation().pathname).toBe('/allservices');
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
