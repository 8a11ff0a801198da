import { Link } from '../../components/link';

export function ProfileNotFound({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This profile does not exist or is no longer available.</p>
      <Link to="/" className="mt-4 inline-block font-medium text-slate-900 underline">
        Go home
      </Link>
    </main>
  );
}
