import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../shared/money';
import { byCount } from '../../lib/i18n';

/** "Show 1 performer", "Show 12 performers": the advanced panel's and the sheet's last button. */
export function useShowLabel(): (n: number) => string {
  const { t } = useLingui();
  return (n) => {
    const count = formatCount(n);
    return byCount(n, t`Show ${count} performer`, t`Show ${count} performers`);
  };
}
