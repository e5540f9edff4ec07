import { API_PATHS, type Lead, type LeadQuery, type LeadUpdate } from '@brightwave/contracts';
import { apiUrl, getSessionUser, ApiError, NetworkError } from '@brightwave/web-kit';
import { adminCall } from '../../../hooks/use-admin-data';

export type LeadFilters = Partial<Omit<LeadQuery, 'page'>>;

export const updateLead = (id: string, changes: LeadUpdate) =>
  adminCall<Lead>(API_PATHS.adminLead(id), { method: 'PATCH', json: changes });

export const resendLead = (id: string) =>
  adminCall<Lead>(API_PATHS.adminLeadResend(id), { method: 'POST' });

/** Downloads the filtered leads as leads.csv (the API needs the token, so no plain link). */
export async function downloadLeadsCsv(filters: LeadFilters): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(API_PATHS.adminLeadsCsv, filters), {
      headers: { Authorization: `Bearer ${getSessionUser()?.token ?? ''}` },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    throw new ApiError(response.status, 'The export failed. Please try again.', null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'leads.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
