import { company } from '@brightwave/site-content';
import { SocialIcon } from '@brightwave/web-kit';
import { Heading, Nest } from '../../../components/heading';
import { Icon, type IconName } from '../../../components/icon';
import styles from './contact-card.module.css';

/** A phone number as a tel: link. */
export const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phones, e-mails, offices, hours and social links, all from site-content. */
export function ContactCard({ title }: { title: string }) {
  const groups: {
    icon: IconName;
    title: string;
    lines: { label: string; text: string; href?: string }[];
  }[] = [
    {
      icon: 'phone',
      title: 'Call us',
      lines: [
        { label: 'Sales', text: company.phones.sales, href: tel(company.phones.sales) },
        { label: 'Support', text: company.phones.support, href: tel(company.phones.support) },
      ],
    },
    {
      icon: 'mail',
      title: 'E-mail us',
      lines: [
        { label: 'Sales', text: company.emails.sales, href: `mailto:${company.emails.sales}` },
        {
          label: 'Support',
          text: company.emails.support,
          href: `mailto:${company.emails.support}`,
        },
      ],
    },
    {
      icon: 'pin',
      title: 'Visit us',
      lines: company.offices.map((office) => ({ label: office.city, text: office.address })),
    },
    {
      icon: 'clock',
      title: 'Working hours',
      lines: [
        { label: 'Weekdays', text: company.hours.weekdays },
        { label: 'Weekend', text: company.hours.saturday },
      ],
    },
  ];

  return (
    <aside className={styles.card} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <Nest>
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.title} className={styles.group}>
              <span className={styles.icon}>
                <Icon name={group.icon} size={22} />
              </span>
              <div>
                <Heading className={styles.groupTitle}>{group.title}</Heading>
                <ul className={styles.lines}>
                  {group.lines.map((line) => (
                    <li key={line.text}>
                      <span className={styles.label}>{line.label}</span>
                      {line.href ? (
                        <a href={line.href} className={styles.link}>
                          {line.text}
                        </a>
                      ) : (
                        <span>{line.text}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
        <Heading className={styles.groupTitle}>Follow us</Heading>
        <ul className={styles.social}>
          {company.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                className={styles.socialLink}
                target="_blank"
                rel="noreferrer"
                aria-label={`${company.shortName} on ${link.network} (opens in a new tab)`}
              >
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </Nest>
    </aside>
  );
}
