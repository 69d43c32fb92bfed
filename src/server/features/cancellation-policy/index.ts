/** What other features use of the cancellation policy: the one in force (bookings), and one by version (refunds). */
export { loadPolicyInForce, loadPolicyVersion } from './repository';
