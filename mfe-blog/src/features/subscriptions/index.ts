export { SubscribeForm } from './subscribe-form';
export { NotificationSettings } from './notification-settings';
