import { Link } from 'wouter';

export function BackToDashboard() {
  return (
    <Link href="/admin" className="inline-flex items-center gap-1 text-amber-300 underline-offset-4 hover:underline">
      <span aria-hidden="true">←</span> Back to Dashboard
    </Link>
  );
}
