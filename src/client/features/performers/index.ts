/** What other features may use of the performers besides their queries (api.ts): the photo. */
export { mainPhotoOf, PerformerPhoto } from './performer-photo';
