// Every page this remote serves. The shell builds its router from this list at runtime, so adding
// or removing a page here and redeploying this remote alone changes the site. `page` stays a lazy
// import: the shell downloads a page only when it shows it. The build writes the same list, without
// the code, to routes.json beside mf-manifest.json.
import { PAGE_PATHS } from '@brightwave/site-content';
import { defineRoutes } from '@brightwave/web-kit/routes';

const homeSection = (section: string, title: string, description: string) => ({
  path: `/${section}`,
  page: () => import('./pages/home-section-page'),
  title,
  description,
  props: { section },
});

const service = (path: string, title: string, description: string) => ({
  path,
  page: () => import('./pages/service-page'),
  title,
  description,
  props: { service: path.slice('/services/'.length) },
});

const about = () => import('./pages/about-page');
const productDetail = () => import('./pages/product-detail-page');

export default defineRoutes([
  {
    path: PAGE_PATHS.home,
    page: () => import('./pages/home-page'),
    title: 'Home',
    description:
      'Brightwave Technologies: web, mobile, game, AI and data analytics software services that scale with you.',
  },
  homeSection(
    'BusinessSolutionsOverview',
    'Business solutions',
    'How Brightwave turns business goals into software that ships and scales.',
  ),
  homeSection(
    'CustomWebSolutions',
    'Custom web solutions',
    'Custom web platforms designed, built and run by Brightwave.',
  ),
  homeSection('PartnerLogos', 'Our partners', 'The companies that build with Brightwave.'),
  homeSection(
    'OurServices',
    'Our services',
    'AI, web, mobile and game development services by Brightwave.',
  ),
  homeSection(
    'ClientIndustries',
    'Client industries',
    'The industries Brightwave builds software for.',
  ),
  homeSection(
    'ProductShowcase',
    'Product showcase',
    'A portfolio of web, mobile and AI products built by Brightwave.',
  ),
  {
    path: PAGE_PATHS.contact,
    page: () => import('./pages/contact-page'),
    title: 'Contact us',
    description: 'Tell Brightwave about your project; we reply within 24 hours.',
  },
  {
    path: PAGE_PATHS.contactInfo,
    page: () => import('./pages/contact-info-page'),
    title: 'Contact information',
    description: "Brightwave's phones, e-mail addresses, offices and working hours.",
  },
  {
    path: PAGE_PATHS.about,
    page: about,
    title: 'About us',
    description: 'Who Brightwave Technologies is, how we work and what we have delivered.',
  },
  {
    path: PAGE_PATHS.aboutCreative,
    page: about,
    title: 'About us',
    description: 'Who Brightwave Technologies is, how we work and what we have delivered.',
  },
  service(
    PAGE_PATHS.aiService,
    'Artificial intelligence',
    'Machine learning, language models and automation that turn your data into decisions.',
  ),
  service(
    PAGE_PATHS.webService,
    'Web development',
    'Fast, accessible web applications built and run by Brightwave.',
  ),
  service(
    PAGE_PATHS.mobileService,
    'Mobile app development',
    'iOS and Android apps your customers keep using, built by Brightwave.',
  ),
  service(
    PAGE_PATHS.gameService,
    'Game development',
    'Games and interactive experiences built by Brightwave.',
  ),
  {
    path: PAGE_PATHS.dataAnalytics,
    page: () => import('./pages/data-analytics-page'),
    title: 'Data analytics',
    description: 'Dashboards, pipelines and analysis that make your data useful.',
  },
  {
    path: PAGE_PATHS.allServices,
    page: () => import('./pages/all-services-page'),
    title: 'All services',
    description: 'Every software service Brightwave offers, in one place.',
  },
  {
    path: PAGE_PATHS.questions,
    page: () => import('./pages/question-page'),
    title: 'Questions',
    description: 'Answers to the questions clients ask Brightwave most.',
  },
  {
    path: PAGE_PATHS.accessibility,
    page: () => import('./pages/accessibility-page'),
    title: 'Accessibility statement',
    description:
      'What the Brightwave website meets (WCAG 2.2 AA), how it is tested, its known limits and how to report a problem.',
  },
  {
    path: PAGE_PATHS.techInnovation,
    page: () => import('./pages/teach-innovation-page'),
    title: 'Innovation',
    description: 'How Brightwave brings new technology into everyday products.',
  },
  {
    path: PAGE_PATHS.products,
    page: () => import('./pages/products-page'),
    title: 'Products',
    description: 'Products Brightwave has designed and built for its clients.',
  },
  {
    path: PAGE_PATHS.productList,
    page: productDetail,
    title: 'Product',
    description: 'A product built by Brightwave: what it does and how it was made.',
  },
  {
    path: PAGE_PATHS.product,
    page: productDetail,
    title: 'Product',
    description: 'A product built by Brightwave: what it does and how it was made.',
  },
  {
    path: PAGE_PATHS.portfolioProject,
    page: () => import('./pages/mobile-app-product-page'),
    title: 'Project',
    description: 'A mobile project built by Brightwave.',
  },
  {
    path: PAGE_PATHS.startProject,
    page: () => import('./pages/form-info-page'),
    title: 'Start a project',
    description: 'Tell Brightwave what you want to build and get a reply within 24 hours.',
  },
]);
