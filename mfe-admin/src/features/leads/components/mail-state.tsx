import type { LeadMail } from '@brightwave/contracts';
import { styles } from '../../../components/console';

const LABELS: Record<LeadMail['state'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failing: 'Retrying',
  failed: 'Failed',
};

export function MailState({ mail }: { mail: LeadMail }) {
  return (
    <span className={styles.badge} data-tone={mail.state}>
      {LABELS[mail.state]}
    </span>
  );
}

/** The worst state among a lead's mails, for its row. */
export function worstMail(mails: LeadMail[]): LeadMail | undefined {
  const order: LeadMail['state'][] = ['failed', 'failing', 'queued', 'sent'];
  return [...mails].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state))[0];
}
