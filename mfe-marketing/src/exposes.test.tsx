import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import exposes from '../exposes.json';
import { renderPage } from '@brightwave/testing';

// The contract with the shell: every exposed module default-exports a page with one h1.
const cases: [keyof typeof exposes, string, Record<string, string>, string | null][] = [
  ['./Home', '/', {}, null],
  ['./HomeSection', '/OurServices', { section: 'OurServices' }, null],
  ['./About', '/about', {}, null],
  ['./Service', '/services/game-development', { service: 'game-development' }, null],
  ['./DataAnalytics', '/services/dataanalytics', {}, null],
  ['./AllServices', '/allservices', {}, null],
  ['./Products', '/products', {}, null],
  ['./ProductDetail', '/appproduct/noor-quran', {}, '/appproduct/:id'],
  ['./MobileAppProduct', '/mobileappproduct', {}, null],
  ['./Contact', '/contactus', {}, null],
  ['./ContactInfo', '/contactusinfo', {}, null],
  ['./Question', '/question', {}, null],
  ['./TeachInnovation', '/teachinnovation', {}, null],
  ['./FormInfo', '/forminfo', {}, null],
];

test('every key the shell loads is exposed', () => {
  expect(Object.keys(exposes).sort()).toEqual(cases.map(([key]) => key).sort());
});

test.each(cases)('%s renders a page with exactly one h1', async (key, url, props, path) => {
  const file = exposes[key].replace('./src/', './');
  const { default: Page } = (await import(file)) as { default: ComponentType<typeof props> };
  renderPage(<Page {...props} />, { url, path: path ?? url });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.body.textContent?.trim()).not.toBe('');
});
