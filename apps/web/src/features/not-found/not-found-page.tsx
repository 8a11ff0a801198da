import { Link } from '../../components/link';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-2 text-slate-600">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-4 inline-block font-medium text-slate-900 underline">
          Go home
        </Link>
      </div>
    </main>
  );
}
