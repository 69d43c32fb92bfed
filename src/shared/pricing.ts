/** Booking prices (docs/product.md, Prices and limits). One module, used by the wizard's estimate and by the server's prices. */
export const SERVICE_TYPES = ['hourly', 'stripper-gram'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'hourly';

export const DURATION_HOURS = [1, 2, 3, 4, 6, 8] as const;
export const DEFAULT_DURATION_HOURS = 2;
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

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** One performer's price: rate x hours, or the flat stripper-gram price. A performer with no rate costs 0 (quoted later). */
export function performerPrice(serviceType: ServiceType, hourlyRate: number | null, hours: number): number {
  if (serviceType === 'stripper-gram') return STRIPPER_GRAM_PRICE;
  return toDollars(toCents(hourlyRate ?? 0) * hours);
}

export type Estimate = { lines: number[]; total: number; deposit: number; remaining: number };

/** The whole estimate, in cents inside so no float error reaches the money: total at least $50, deposit 50%. */
export function estimate(serviceType: ServiceType, hours: number, hourlyRates: (number | null)[]): Estimate {
  const lines = hourlyRates.map((rate) => performerPrice(serviceType, rate, hours));
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
