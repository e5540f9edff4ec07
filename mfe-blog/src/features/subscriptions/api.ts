import {
  API_PATHS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  SUBSCRIPTION_TEXTS,
  type NotificationKind,
  type NotificationSettings,
  type ConfirmSubscriptionResponse,
  type MessageResponse,
  type SubscribePayload,
  type UnsubscribeResponse,
} from '@brightwave/contracts';
import { ApiError, apiRequest, NetworkError } from '@brightwave/web-kit';

type SubscribeRequest = Omit<SubscribePayload, 'target'> & { target?: string };

/** POST /api/subscriptions: the same answer whether or not the address is subscribed. */
export async function subscribe(payload: SubscribeRequest): Promise<string> {
  return (await apiRequest<MessageResponse>(API_PATHS.subscriptions, { json: payload })).message;
}

/** POST /api/subscriptions/confirm with the mailed link's token. */
export function confirmSubscription(token: string): Promise<ConfirmSubscriptionResponse> {
  return apiRequest<ConfirmSubscriptionResponse>(API_PATHS.subscriptionConfirm, {
    json: { token },
  });
}

/** POST /api/subscriptions/unsubscribe?token=: what the address was subscribed to. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiRequest<UnsubscribeResponse>(API_PATHS.subscriptionUnsubscribe, {
    method: 'POST',
    query: { token },
  });
}

/** The text a failed request shows: the API's own message, or a generic one. */
export function subscriptionErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return 'Something went wrong. Please try again.';
}

export { SUBSCRIPTION_TEXTS };

/** GET /api/account/notifications: which notification mails the signed-in account gets. */
export function notificationSettings(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(API_PATHS.accountNotifications, { auth: true });
}

/** PUT /api/account/notifications: one kind on or off; the settings as saved. */
export function saveNotificationSetting(
  kind: NotificationKind,
  on: boolean,
): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(API_PATHS.accountNotifications, {
    method: 'PUT',
    auth: true,
    json: { [kind]: on },
  });
}

export { NOTIFICATION_KINDS, NOTIFICATION_TEXTS };
