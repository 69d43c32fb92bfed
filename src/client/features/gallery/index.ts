/** What other features may use of the gallery: the rating line its cards show. */
export { RatingLabel } from './performer-card';
