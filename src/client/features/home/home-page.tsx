import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { usePage } from '../../lib/page-context';
import { performerListQuery } from '../performers/api';
import { PerformerPhoto } from '../performers/performer-photo';

export function HomePage() {
  usePage({
    title: 'South Florida Exotic Dancers for Bachelor & Birthday Parties | Book 24/7',
    description:
      'Book professional entertainers for bachelor and bachelorette parties and birthdays in Miami, Fort Lauderdale and West Palm Beach. Available 24/7.',
    canonicalPath: '/',
  });
  const { data: performers = [], isPending } = useQuery(performerListQuery());
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">South Florida's Premier Party Entertainers</h1>
      <p className="mt-2 text-zinc-300">
        Bachelor and bachelorette parties, birthdays and private events in Miami, Fort Lauderdale and West Palm Beach.
        Available 24/7.
      </p>
      <p className="mt-6" aria-live="polite">
        {isPending ? 'Loading performers...' : `${performers.length} performer(s) available`}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {performers.map((p, i) => (
          <li key={p.id} className="overflow-hidden rounded-xl bg-zinc-900 ring-1 ring-zinc-800">
            <PerformerPhoto name={p.name} photos={p.photos} eager={i < 3} className="aspect-[3/4] w-full" />
            <div className="p-4">
              <h2 className="text-xl font-semibold">{p.name}</h2>
              <p className="mt-1 line-clamp-2 text-sm text-zinc-300">{p.description}</p>
              <Link href={`/performer/${p.slug}`} className="mt-3 inline-block text-amber-300 underline">
                View Profile
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
