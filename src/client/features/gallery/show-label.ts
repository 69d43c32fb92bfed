import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** "Show 1 performer", "Show 12 performers": the advanced panel's and the sheet's last button. */
export function useShowLabel(): (n: number) => string {
  const { t } = useLingui();
  return (n) => t({ message: plural(n, { one: 'Show # performer', other: 'Show # performers' }) });
}
