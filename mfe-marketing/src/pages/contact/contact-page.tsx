import { Nest } from '../../components/heading';
import { PageHero } from '../../components/page-hero';
import { ContactCard } from './contact-card';
import { ContactPanel } from './contact-panel';

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your project"
        lead="Questions, ideas or a brief ready to go: our team in San Francisco and London is here to help."
      />
      <Nest>
        <ContactPanel
          title="Send us a message"
          subtitle="Fill in the form and we will get back to you within 24 hours."
          aside={<ContactCard />}
        />
      </Nest>
    </>
  );
}
