/** Booking prices (docs/product.md, Prices and limits). One module, used by the wizard's estimate and by the server's prices. */
export const SERVICE_TYPES = ['hourly', 'stripper-gram'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'hourly';

export const DURATION_HOURS = [1, 2, 3, 4, 6, 8] as const;
export const DEFAULT_DURATION_HOURS = 2;
/** The stripper-gram price of a performer with no appearance fee of their own (decision 023). */
export const STRIPPER_GRAM_PRICE = 150;
export const STRIPPER_GRAM_MINUTES = 15;
export const MINIMUM_TOTAL = 50;
export const DEPOSIT_SHARE = 0.5;

/** Minutes sent as eventDuration: hours x 60, or 15 for a stripper gram. */
export function durationMinutes(serviceType: ServiceType, hours: number): number {
  return serviceType === 'stripper-gram' ? STRIPPER_GRAM_MINUTES : hours * 60;
}

/** The hours an eventDuration in minutes stands for, or null when it is not one of the offered durations. */
export function hoursFromMinutes(serviceType: ServiceType, minutes: number): number | null {
  if (serviceType === 'stripper-gram') return minutes === STRIPPER_GRAM_MINUTES ? 0 : null;
  const hours = minutes / 60;
  return (DURATION_HOURS as readonly number[]).includes(hours) ? hours : null;
}

/** Whole cents, so sums of prices never drift (0.1 + 0.2). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** What prices a performer: their hourly rate and their appearance fee (the stripper-gram price), in dollars. */
export type PerformerRates = { hourlyRate: number | null; appearanceFee: number | null };

/** The rates of a performer as the API sends them (decimal strings or null). */
export function ratesOf(p: { hourlyRate: string | null; appearanceFee: string | null }): PerformerRates {
  return {
    hourlyRate: p.hourlyRate === null ? null : Number(p.hourlyRate),
    appearanceFee: p.appearanceFee === null ? null : Number(p.appearanceFee),
  };
}

/** A performer's stripper-gram price: their appearance fee when they have one, else $150 (decision 023). */
export function stripperGramPrice(appearanceFee: number | null): number {
  return appearanceFee ?? STRIPPER_GRAM_PRICE;
}

/** The stripper-gram price shown for a performer as the API sends it: cards, profile, featured panel. */
export const shownStripperGramPrice = (p: { appearanceFee: string | null }) =>
  stripperGramPrice(p.appearanceFee === null ? null : Number(p.appearanceFee));

/** One performer's price: rate x hours, or their stripper-gram price. A performer with no rate costs 0 (quoted later). */
export function performerPrice(serviceType: ServiceType, rates: PerformerRates, hours: number): number {
  if (serviceType === 'stripper-gram') return stripperGramPrice(rates.appearanceFee);
  return toDollars(toCents(rates.hourlyRate ?? 0) * hours);
}

export type Estimate = { lines: number[]; total: number; deposit: number; remaining: number };

/** The whole estimate, in cents inside so no float error reaches the money: total at least $50, deposit 50%. */
export function estimate(serviceType: ServiceType, hours: number, performers: PerformerRates[]): Estimate {
  const lines = performers.map((rates) => performerPrice(serviceType, rates, hours));
  const totalCents = Math.max(
    toCents(MINIMUM_TOTAL),
    lines.reduce((sum, line) => sum + toCents(line), 0),
  );
  const depositCents = Math.round(totalCents * DEPOSIT_SHARE);
  return {
    lines,
    total: toDollars(totalCents),
    deposit: toDollars(depositCents),
    remaining: toDollars(totalCents - depositCents),
  };
}

/** The Cash App page for paying a deposit: https://cash.app/$TAG/{amount}. */
export function cashAppLink(tag: string, deposit: number): string {
  const amount = Number.isInteger(deposit) ? String(deposit) : deposit.toFixed(2);
  return `https://cash.app/$${encodeURIComponent(tag)}/${amount}`;
}
