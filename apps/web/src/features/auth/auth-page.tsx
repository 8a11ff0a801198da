import * as Tabs from '../../components/tabs';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/link';
import { Brand } from '../../components/brand';
import { FormAlert } from '../../components/form-fields';
import { googleSignInError } from './google-sign-in-error';
import { MarketingPanel } from './marketing-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'sign-in' | 'register';

const tabTriggerClassName =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** Sign In and Join Now tabs; the URL hash #register selects Join Now, so links can open either tab. */
export function AuthPage() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = hash === '#register' ? 'register' : 'sign-in';

  function selectTab(value: string) {
    // The query (where a sign-in leads back to) stays.
    navigate({ search, hash: value === 'register' ? '#register' : '' }, { replace: true });
  }

  return (
    <div className="min-h-screen">
      <header className="mx-auto flex h-14 max-w-6xl items-center px-4">
        <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-slate-900">
          <Brand />
        </Link>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <section aria-labelledby="auth-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 id="auth-heading" className="mb-1 text-2xl font-bold">
            {tab === 'register' ? 'Create your account' : 'Welcome back'}
          </h1>
          <p className="mb-6 text-slate-600">
            {tab === 'register' ? 'Join as an artist or a curator. It is free.' : 'Sign in to get back to your music.'}
          </p>
          <div className="mb-4">
            <FormAlert message={googleSignInError(search)} />
          </div>
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List aria-label="Sign in or join" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="sign-in" className={tabTriggerClassName}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabTriggerClassName}>
                Join Now
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in" className="focus-visible:outline-none">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="register" className="focus-visible:outline-none">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
        </section>
        <MarketingPanel />
      </main>
    </div>
  );
}
