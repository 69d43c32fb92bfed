/** What other features may use of Web Push: its keys, and the browsers to send to. */

export {
  deleteSubscription,
  findSubscription,
  ownerSubscriptions,
  type Subscription,
  staffSubscriptions,
  subscriptionsOfBooking,
  subscriptionsOfPerformers,
} from './repository';
export { pushKeyRoute, pushSubscriptionRoutes } from './routes';
export { loadVapidKeys, type VapidKeys } from './vapid';
