export { SubscribeForm } from './subscribe-form';
