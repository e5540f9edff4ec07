import type { ComponentType } from 'react';
import { IndustriesSection } from './industries-section';
import { IntroSection } from './intro-section';
import { OverviewSection } from './overview-section';
import { PartnersSection } from './partners-section';
import { PortfolioSection } from './portfolio-section';
import { ServicesSection } from './services-section';

/** The home page's sections, by the route name each is also reachable at, in page order. */
export const homeSections = {
  BusinessSolutionsOverview: OverviewSection,
  CustomWebSolutions: IntroSection,
  PartnerLogos: PartnersSection,
  OurServices: ServicesSection,
  ClientIndustries: IndustriesSection,
  ProductShowcase: PortfolioSection,
} satisfies Record<string, ComponentType>;

export type HomeSectionName = keyof typeof homeSections;

export function isHomeSectionName(name: string): name is HomeSectionName {
  return Object.hasOwn(homeSections, name);
}
