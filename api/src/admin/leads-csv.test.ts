import type { Lead } from '@brightwave/contracts';
import { leadsCsv } from './leads-csv';

const lead = (overrides: Partial<Lead>): Lead => ({
  id: '1',
  source: 'contact',
  status: 'new',
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Hi',
  note: '',
  createdAt: '2026-01-02T03:04:05.000Z',
  mails: [],
  ...overrides,
});

describe('leadsCsv', () => {
  it('writes a header and one CRLF-ended line per lead, every field quoted', () => {
    const csv = leadsCsv([lead({})]);
    expect(csv.split('\r\n')).toEqual([
      '"Received","Source","Status","Name","E-mail","Subject","Message","Note","Mail"',
      '"2026-01-02T03:04:05.000Z","Contact form","new","Ada","ada@example.com","Hello","Hi","",""',
      '',
    ]);
  });

  it('names each source as the console does', () => {
    const csv = leadsCsv([lead({ source: 'inquiry' }), lead({ source: 'chat' })]);
    expect(csv.split('\r\n').map((line) => line.split(',')[1])).toEqual([
      '"Source"',
      '"Project inquiry"',
      '"Chat"',
      undefined,
    ]);
  });

  it('doubles quotes and keeps commas and line breaks inside the quoted field', () => {
    const csv = leadsCsv([lead({ message: 'He said "yes",\nthen left' })]);
    expect(csv).toContain('"He said ""yes"",\nthen left"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text, never a formula',
    (value) => {
      const csv = leadsCsv([lead({ subject: value })]);
      expect(csv).toContain(`"'${value}"`);
    },
  );
});
