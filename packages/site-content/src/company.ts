// The company's identity in one place: rebranding the site means editing this file.

export interface Office {
  city: string;
  country: string;
  address: string;
}

export interface SocialLink {
  network: 'Facebook' | 'Twitter' | 'Instagram' | 'LinkedIn';
  url: string;
}

export const company = {
  name: 'Brightwave Technologies',
  shortName: 'Brightwave',
  tagline: 'Software services that scale with you',
  phones: {
    sales: '+1 (415) 555-0142',
    support: '+44 20 7946 0958',
  },
  emails: {
    sales: 'hello@brightwave.example',
    support: 'support@brightwave.example',
  },
  offices: [
    {
      city: 'San Francisco',
      country: 'USA',
      address: '500 Howard Street, San Francisco, CA 94105, USA',
    },
    { city: 'London', country: 'UK', address: '10 Finsbury Square, London EC2A 1AF, UK' },
  ] satisfies Office[],
  hours: {
    weekdays: 'Monday-Friday 9am-6pm',
    saturday: 'Saturday 10am-4pm',
    replyPromise: 'We reply within 24 hours.',
  },
  social: [
    { network: 'Facebook', url: 'https://facebook.com/brightwave' },
    { network: 'Twitter', url: 'https://x.com/brightwave' },
    { network: 'Instagram', url: 'https://instagram.com/brightwave' },
    { network: 'LinkedIn', url: 'https://linkedin.com/company/brightwave' },
  ] satisfies SocialLink[],
  videoChannel: 'https://youtube.com/@brightwave',
  copyrightYear: 2025,
} as const;

/** The office that answers each line: sales calls San Francisco, support calls London. */
export const contactChannelOffices: Record<keyof typeof company.phones, string> = {
  sales: 'San Francisco',
  support: 'London',
};

/** The phone and e-mail the footer shows. */
export const footerContact = {
  phone: company.phones.sales,
  email: company.emails.support,
};

/** The site's own share image (Open Graph, Twitter card) for pages that name none: the build
 * writes it (scripts/site-assets.js), every page's head names it with its size. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
