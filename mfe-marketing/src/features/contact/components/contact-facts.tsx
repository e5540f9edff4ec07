import { company } from '@brightwave/site-content';
import { HeroFacts } from '../../../components/hero-facts';

/** "San Francisco and London". */
export const officeCities = company.offices.map((office) => office.city).join(' and ');

/** The hero card of the contact pages: working hours, phone, e-mail and offices at a glance
 * (the contact card below holds the links). */
export function ContactFacts({ title = 'Talk to us directly' }: { title?: string }) {
  return (
    <HeroFacts
      title={title}
      facts={[
        { icon: 'clock', label: 'Working hours', value: company.hours.weekdays },
        { icon: 'phone', label: 'Sales', value: company.phones.sales },
        { icon: 'mail', label: 'E-mail', value: company.emails.sales },
        {
          icon: 'pin',
          label: 'Offices',
          value: officeCities,
        },
      ]}
    />
  );
}
