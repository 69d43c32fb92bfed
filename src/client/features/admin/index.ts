/** What public pages may use of the admin feature: the featured toggle a profile shows to staff. */
export { FeaturedToggle } from './performers/featured-toggle';
