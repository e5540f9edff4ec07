import { LEAD_SOURCE_LABELS, type Lead } from '@brightwave/contracts';

/**
 * A cell a spreadsheet could read as a formula (`= + - @`, and tab or carriage return, which
 * some programs strip first) gets a leading apostrophe, so it is shown as text (OWASP CSV
 * injection advice).
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes doubled, lines ended by CRLF. */
function csvField(value: string): string {
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

const COLUMNS: Array<[string, (lead: Lead) => string]> = [
  ['Received', (lead) => lead.createdAt],
  ['Source', (lead) => LEAD_SOURCE_LABELS[lead.source]],
  ['Status', (lead) => lead.status],
  ['Name', (lead) => lead.name],
  ['E-mail', (lead) => lead.email],
  ['Subject', (lead) => lead.subject],
  ['Message', (lead) => lead.message],
  ['Note', (lead) => lead.note],
  ['Mail', (lead) => lead.mails.map((mail) => `${mail.kind}: ${mail.state}`).join('; ')],
];

/** A CSV document: a title row, then one row per item. */
export function toCsv<T>(columns: Array<[string, (item: T) => string]>, items: T[]): string {
  const rows = [
    columns.map(([title]) => title),
    ...items.map((item) => columns.map(([, cell]) => cell(item))),
  ];
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

export function leadsCsv(leads: Lead[]): string {
  return toCsv(COLUMNS, leads);
}
