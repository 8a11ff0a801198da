import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';

export function FinalCallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-slate-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-3xl gap-5 px-4 text-center">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to find your audience?
        </h2>
        <p className="text-lg text-slate-300">Join free as an artist or a curator. No recurring charges, ever.</p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/" className={`${buttonClassName('secondary')} px-6 py-3 text-base`}>
              Go to your dashboard
            </Link>
          ) : (
            <>
              <Link to="/auth#register" className={`${buttonClassName('artist')} px-6 py-3 text-base`}>
                Get Started
              </Link>
              <Link to="/auth" className={`${buttonClassName('secondary')} px-6 py-3 text-base`}>
                Sign In
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
