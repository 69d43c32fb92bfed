/** Money as the spec shows it: "$1,234.50", or "N/A" when there is no amount. */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return 'N/A';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return 'N/A';
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * An amount as a numeric(10,2) column stores it and the API answers it: 250 → "250.00", and no
 * amount stays null.
 */
export function storedAmount(amount: number): string;
export function storedAmount(amount: number | null | undefined): string | null;
export function storedAmount(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined ? null : amount.toFixed(2);
}
