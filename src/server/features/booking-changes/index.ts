export { bookingChangeRoutes } from './routes';
export { createBookingChanges } from './service';
