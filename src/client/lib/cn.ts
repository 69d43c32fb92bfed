/** Joins class names, skipping falsy ones. (No tailwind-merge: variants below never fight over a property.) */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
