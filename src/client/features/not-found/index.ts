/** What other features may use of the not-found page: the page itself, for an unknown city. */
export { NotFoundPage } from './not-found-page';
