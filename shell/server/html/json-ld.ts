// The home page's structured data: schema.org's Organization of the company.
import { scriptJson } from './escape';

/** The company's facts the site's pages carry (site-content's `company`). */
export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  emails: { sales: string; support: string };
  phones: { sales: string; support: string };
  offices: readonly { address: string; city: string; country: string }[];
  social: readonly { url: string }[];
}

/** schema.org Organization of the company (site-content's facts). */
export function organization(company: Company, siteUrl: string, logo: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    alternateName: company.shortName,
    description: company.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logo}`,
    email: company.emails.sales,
    telephone: company.phones.sales,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.phones.sales,
        email: company.emails.sales,
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: company.phones.support,
        email: company.emails.support,
      },
    ],
    address: company.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
    sameAs: company.social.map((link) => link.url),
  };
}

/** The Organization as the JSON-LD script of the home page's head. */
export const organizationScript = (company: Company, siteUrl: string, logo: string): string =>
  `<script type="application/ld+json">${scriptJson(organization(company, siteUrl, logo))}</script>`;
