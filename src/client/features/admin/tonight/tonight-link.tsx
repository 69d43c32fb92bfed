import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { countOf } from '../shell/format';
import { tonightQuery } from './api';

/**
 * "Tonight" among a staff page's links, with the count of open alarms while there are any (read
 * every 15 s, as the board is): the desk sees an alarm from wherever it works.
 */
export function TonightLink() {
  const alarms = useQuery(tonightQuery()).data?.alarms.length ?? 0;
  return (
    <Link
      href="/admin/tonight"
      className={`inline-flex items-center gap-1.5 underline-offset-4 hover:underline ${alarms > 0 ? 'font-bold text-rose-200' : 'text-amber-300'}`}
    >
      Tonight{alarms > 0 && ' '}
      {alarms > 0 && (
        <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
          {countOf(alarms, 'open alarm')}
        </span>
      )}
    </Link>
  );
}
