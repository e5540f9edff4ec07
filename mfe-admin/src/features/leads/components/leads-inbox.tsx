import {
  API_PATHS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
} from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import { useState } from 'react';
import {
  ConsoleTable,
  FilterSelect,
  formatTime,
  PagedList,
  SearchForm,
  styles,
} from '../../../components/console';
import { useCsvExport } from '../../../hooks/download-csv';
import { usePagedList } from '../../../hooks/use-paged-list';
import { LeadDialog } from './lead-dialog';
import { downloadLeadsCsv, type LeadFilters } from '../api/leads';
import { MailState, worstMail } from './mail-state';

/** The leads inbox: every contact message, project inquiry and chat handoff, with status, note and delivery. */
export function LeadsInbox() {
  const [open, setOpen] = useState<Lead | null>(null);
  const list = usePagedList<Lead, LeadFilters>(API_PATHS.adminLeads);
  const { filters, filter } = list;

  const { exportCsv, exportError } = useCsvExport(() => downloadLeadsCsv(filters));

  return (
    <>
      <SearchForm
        label="Search leads"
        placeholder="Name, e-mail, subject, message or note"
        onSearch={(q) => filter({ q })}
      >
        <FilterSelect
          label="Source"
          allLabel="All sources"
          value={filters.source}
          options={LEAD_SOURCES.map((source) => [source, LEAD_SOURCE_LABELS[source]] as const)}
          onChange={(source) => filter({ source })}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={LEAD_STATUSES.map((status) => [status, status] as const)}
          onChange={(status) => filter({ status })}
        />
        <Button variant="secondary" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </SearchForm>
      {exportError && (
        <p className={styles.error} role="alert">
          {exportError}
        </p>
      )}
      <PagedList
        list={list}
        label="Leads"
        loadingLabel="Loading leads"
        empty={
          list.filtered
            ? 'No lead matches these filters.'
            : 'No leads yet. Messages from the contact form, the project inquiry form and the chat assistant will appear here.'
        }
      >
        {(data) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {data.total} lead{data.total === 1 ? '' : 's'}
            </p>
            <ConsoleTable
              caption="Leads, newest first"
              columns={['Received', 'From', 'Subject', 'Status', 'Mail']}
              actions
            >
              {data.items.map((lead) => {
                const mail = worstMail(lead.mails);
                return (
                  <tr
                    key={lead.id}
                    className={lead.status === 'new' ? styles.highlight : undefined}
                  >
                    <td data-label="Received" className={styles.nowrap}>
                      {formatTime(lead.createdAt)}
                      <div className={styles.muted}>{LEAD_SOURCE_LABELS[lead.source]}</div>
                    </td>
                    <td data-label="From">
                      <strong>{lead.name}</strong>
                      <div className={styles.muted}>{lead.email}</div>
                    </td>
                    <td data-label="Subject">
                      {lead.subject}
                      {lead.note && (
                        <div className={`${styles.muted} ${styles.clamp}`}>Note: {lead.note}</div>
                      )}
                    </td>
                    <td data-label="Status">
                      <span className={styles.badge} data-tone={lead.status}>
                        {lead.status}
                      </span>
                    </td>
                    <td data-label="Mail">
                      {mail ? (
                        <MailState mail={mail} />
                      ) : (
                        <span className={styles.muted}>None</span>
                      )}
                    </td>
                    <td data-label="Actions">
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Open lead from ${lead.name}: ${lead.subject}`}
                        onClick={() => setOpen(lead)}
                      >
                        Open
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </ConsoleTable>
          </>
        )}
      </PagedList>
      {open && (
        <LeadDialog
          key={open.id}
          lead={open}
          onClose={() => setOpen(null)}
          onChanged={(lead) => {
            setOpen((current) => (current ? lead : current));
            list.reload();
          }}
        />
      )}
    </>
  );
}
