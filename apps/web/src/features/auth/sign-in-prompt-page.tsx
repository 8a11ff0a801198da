import { useLocation } from 'react-router-dom';
import { buttonClassName } from '../../components/button';
import { Link } from '../../components/link';

/**
 * What a visitor sees at an address of the signed-in app (a profile found in search, a page left
 * open after logging out): a way in, rather than the 404 page of an address that does not exist.
 * Logging in leads back here (`next`, read by return-path.ts; not imported from there, which would
 * bring the sign-in form's shared chunk to this page).
 */
export function SignInPromptPage() {
  const { pathname, search } = useLocation();
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Log in to continue</h1>
      <p className="text-slate-700">This page is for VibeMatch members: log in, or create an account to see it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`/auth?${new URLSearchParams({ next: pathname + search })}`} className={buttonClassName('primary')}>
          Log in
        </Link>
        <Link to="/auth#register" className={buttonClassName('secondary')}>
          Create an account
        </Link>
      </div>
    </main>
  );
}
