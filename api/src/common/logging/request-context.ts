import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request values every log line of that request carries, without passing them around. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
