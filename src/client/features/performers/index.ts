/** What other features may use of the performers besides their queries (api.ts): the photo and the rating. */
export { mainPhotoOf, PerformerPhoto } from './performer-photo';
export { RatingLabel } from './rating-label';
