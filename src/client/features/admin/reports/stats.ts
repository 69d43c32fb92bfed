/** docs/product.md, Prices and limits: mean of ratings with a missing rating counted as 5, one decimal; 5.0 with no performers. */
export function averageRating(ratings: readonly (number | null)[]): string {
  if (ratings.length === 0) return '5.0';
  const sum = ratings.reduce<number>((total, r) => total + (r ?? 5), 0);
  return (Math.round((sum / ratings.length) * 10) / 10).toFixed(1);
}
