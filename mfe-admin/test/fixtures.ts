// Fixture builders for the console's component tests.
import type { AdminUser, Lead, Page } from '@brightwave/contracts';

export const page = <T>(items: T[], total = items.length): Page<T> => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

export const aLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'a'.repeat(24),
  source: 'contact',
  status: 'new',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new analytical engine',
  message: 'Could you build us an app?',
  note: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  mails: [],
  ...overrides,
});

export const aUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'b'.repeat(24),
  name: 'Rita Reader',
  email: 'rita@example.com',
  admin: false,
  author: false,
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
