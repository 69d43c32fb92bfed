import { z } from 'zod';

/** A service area or an event type: both are an id and a name. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const serviceAreaListSchema = z.array(namedRefSchema);
export const eventTypeListSchema = z.array(namedRefSchema);
