/** What other features may use of the photos: recognising an image by its bytes. */
export { sniffImage } from './image-pipeline';
