import { useState } from 'react';
import {
  apiUrl,
  getSessionUser,
  ApiError,
  NetworkError,
  type ApiRequest,
} from '@brightwave/web-kit';

/** Downloads an admin CSV export as `filename` (the API needs the token, so no plain link). */
export async function downloadCsv(
  path: string,
  query: ApiRequest['query'],
  filename: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
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
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A list's "Export CSV": `exportCsv` runs `download`, and `exportError` says why it failed (empty
 * while it has not, and again when the next try starts).
 */
export function useCsvExport(download: () => Promise<void>) {
  const [exportError, setExportError] = useState('');
  async function exportCsv() {
    setExportError('');
    try {
      await download();
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    }
  }
  return { exportCsv, exportError };
}
