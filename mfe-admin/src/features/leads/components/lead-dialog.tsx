import {
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  type Lead,
  type LeadSource,
  type LeadStatus,
} from '@brightwave/contracts';
import { Button, Modal } from '@brightwave/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { formatTime, styles } from '../../../components/console';
import { resendLead, updateLead } from '../api/leads';
import { MailState } from './mail-state';

const VIA: Record<LeadSource, string> = {
  contact: 'the contact form',
  inquiry: 'the project inquiry form',
  chat: 'the chat assistant',
};

/** One lead in full: the message, its mails (Resend when one failed), status and note. */
export function LeadDialog({
  lead,
  onClose,
  onChanged,
}: {
  lead: Lead;
  onClose: () => void;
  onChanged: (lead: Lead) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const statusId = useId();
  const noteId = useId();
  const failed = lead.mails.some((mail) => mail.state === 'failed');

  async function run(action: () => Promise<Lead>, close: boolean) {
    setBusy(true);
    setError('');
    try {
      const updated = await action();
      onChanged(updated);
      if (close) onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void run(() => updateLead(lead.id, { status, note }), true);
  }

  return (
    <Modal
      open
      title={lead.subject}
      description={`${lead.name} <${lead.email}>, ${formatTime(lead.createdAt)}, via ${VIA[lead.source]}`}
      onClose={onClose}
    >
      <p className={styles.message}>{lead.message}</p>
      <h3 className={styles.navTitle}>Mail delivery</h3>
      {lead.mails.length === 0 ? (
        <p className={styles.muted}>No mail was sent for this lead.</p>
      ) : (
        <ul className={styles.mails}>
          {lead.mails.map((mail) => (
            <li key={mail.id}>
              <MailState mail={mail} /> {mail.kind === 'contact.ack' ? 'Receipt to' : 'Notice to'}{' '}
              {mail.to}
              {mail.lastError && (
                <span className={styles.muted}>
                  {' '}
                  ({mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}, last error:{' '}
                  {mail.lastError})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p>
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => void run(() => resendLead(lead.id), false)}
          >
            Resend failed mail
          </Button>
        </p>
      )}
      <form onSubmit={save} noValidate>
        <div className={styles.field}>
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={noteId}>Note</label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={LEAD_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
