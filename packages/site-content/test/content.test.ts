import {
  dataAnalytics,
  findProject,
  portfolioFilters,
  products,
  projects,
  projectsFor,
  serviceLinks,
  services,
} from '../src';

test('the four showcased projects are the products, in their order and with their ratings', () => {
  expect(products.map((p) => [p.title, p.category, p.rating.toFixed(1), p.domain])).toEqual([
    ['Doctor-patient communication app', 'Mobile App', '4.9', 'Healthcare'],
    ['Document and PDF tool', 'Mobile App', '4.8', 'Productivity'],
    ['Quran app (50 reciters)', 'Mobile App', '5.0', 'Spiritual'],
    ['Laboratory management system', 'Web App', '4.7', 'Healthcare'],
  ]);
});

test('three projects were published on 1 Oct 2024 and one on 7 Jul 2024', () => {
  const dates = projects.map((p) => p.projectInfo.published).sort();
  expect(dates).toEqual(['2024-07-07', '2024-10-01', '2024-10-01', '2024-10-01']);
});

test('project ids are unique, URL-safe and found again by id', () => {
  const ids = projects.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) {
    expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(findProject(id)?.id).toBe(id);
  }
  expect(findProject('nope')).toBeUndefined();
});

test('the numeric ids the product cards link to find the project in the same order', () => {
  expect(findProject('1')?.id).toBe(projects[0]!.id);
  expect(findProject('4')?.id).toBe(projects[3]!.id);
  expect(findProject('5')).toBeUndefined();
  expect(findProject('0')).toBeUndefined();
});

test('project HTML uses only the few tags the frontend expects', () => {
  for (const block of projects.flatMap((p) => p.blocks)) {
    const tags = [...block.html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
    expect(tags.every((tag) => ['p', 'strong', 'em', 'ul', 'li'].includes(tag!))).toBe(true);
    expect(block.html).not.toMatch(/\son\w+=|javascript:/i);
  }
});

test('the portfolio filters split the projects, and AI has none yet', () => {
  expect(portfolioFilters).toEqual(['All', 'Web App', 'Mobile App', 'AI']);
  expect(projectsFor('All')).toHaveLength(4);
  expect(projectsFor('Web App')).toHaveLength(1);
  expect(projectsFor('Mobile App')).toHaveLength(3);
  expect(projectsFor('AI')).toHaveLength(0);
});

test('each service page has four roles, five benefits and four questions', () => {
  for (const service of [...services, dataAnalytics]) {
    expect(service.roles).toHaveLength(4);
    expect(service.benefits).toHaveLength(5);
    expect(service.faqs).toHaveLength(4);
  }
  expect(dataAnalytics.experienceYears).toBe(15);
});

test('the header’s service links and the service pages agree', () => {
  expect(serviceLinks.map((link) => link.to).sort()).toEqual(
    services.map((service) => service.path).sort(),
  );
});
