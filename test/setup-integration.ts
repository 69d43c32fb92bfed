import { beforeAll } from 'vitest';
import { primePlaceholderPhotos } from './helpers/placeholder-photos';

// Once per worker: the demo catalogue's art from an earlier run (test/helpers/placeholder-photos.ts).
beforeAll(() => primePlaceholderPhotos());
