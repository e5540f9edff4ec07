import { API_PATHS, type SubscriberQuery } from '@brightwave/contracts';
import { adminCall } from '../../../hooks/use-admin-data';
import { downloadCsv } from '../../../hooks/download-csv';

export type SubscriberFilters = Partial<Omit<SubscriberQuery, 'page'>>;

export const removeSubscriber = (id: string) =>
  adminCall<void>(API_PATHS.adminSubscriberDelete(id), { method: 'POST' });

export const liftSuppression = (id: string) =>
  adminCall<void>(API_PATHS.adminSuppressionDelete(id), { method: 'POST' });

/** Downloads the filtered subscriptions as subscribers.csv (the export is audited). */
export const downloadSubscribersCsv = (filters: SubscriberFilters) =>
  downloadCsv(API_PATHS.adminSubscribersCsv, filters, 'subscribers.csv');
