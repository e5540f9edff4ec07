import { API_PATHS, type Lead, type LeadQuery, type LeadUpdate } from '@brightwave/contracts';
import { adminCall } from '../../../hooks/use-admin-data';
import { downloadCsv } from '../../../hooks/download-csv';

export type LeadFilters = Partial<Omit<LeadQuery, 'page'>>;

export const updateLead = (id: string, changes: LeadUpdate) =>
  adminCall<Lead>(API_PATHS.adminLead(id), { method: 'PATCH', json: changes });

export const resendLead = (id: string) =>
  adminCall<Lead>(API_PATHS.adminLeadResend(id), { method: 'POST' });

/** Downloads the filtered leads as leads.csv. */
export const downloadLeadsCsv = (filters: LeadFilters) =>
  downloadCsv(API_PATHS.adminLeadsCsv, filters, 'leads.csv');
