export type ApiPerformer = {
  id: string;
  name: string;
  slug: string;
  hourlyRate: string | null;
  weekendsOnly: boolean;
  eveningOnly: boolean;
  unavailableDates: string[];
};

/** A performer anyone can book on most days at any time: a rate, no schedule limits, no blocked dates. */
export async function flexiblePerformer(baseURL: string): Promise<ApiPerformer> {
  const list = (await (await fetch(`${baseURL}/api/performers?sortBy=price_low`)).json()) as ApiPerformer[];
  const found = list.find((p) => p.hourlyRate && !p.eveningOnly && p.unavailableDates.length === 0 && !p.weekendsOnly);
  if (!found) throw new Error('no suitable demo performer');
  return found;
}

/** A date a few days ahead that this performer can work (not weekends-only-blocked, not unavailable). */
export function workableDate(p: ApiPerformer): string {
  for (let days = 3; days < 40; days++) {
    const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (p.weekendsOnly && ![5, 6, 0].includes(weekday)) continue;
    if (p.unavailableDates.includes(iso)) continue;
    return iso;
  }
  throw new Error('no workable date');
}
