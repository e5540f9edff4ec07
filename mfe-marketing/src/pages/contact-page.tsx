import { contactCopy } from '@brightwave/site-content';
import { Nest } from '../components/heading';
import { PageHero } from '../components/page-hero';
import { ContactCard } from '../features/contact/components/contact-card';
import { ContactFacts } from '../features/contact/components/contact-facts';
import { ContactPanel } from '../features/contact/components/contact-panel';

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={contactCopy.hero.eyebrow}
        title={contactCopy.hero.title}
        lead={contactCopy.hero.lead}
        aside={<ContactFacts />}
      />
      <Nest>
        <ContactPanel
          title={contactCopy.form.title}
          subtitle={contactCopy.form.subtitle}
          aside={<ContactCard title={contactCopy.card} />}
        />
      </Nest>
    </>
  );
}
