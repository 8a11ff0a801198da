import { Link } from './link';
import { buttonClassName } from './button';

/** The signed-out visitor's way in, as the top bars show it: Sign In, and Get Started (the Join Now tab). */
export function SignInLinks() {
  return (
    <>
      <Link to="/auth" className={buttonClassName('secondary')}>
        Sign In
      </Link>
      <Link to="/auth#register" className={buttonClassName('primary')}>
        Get Started
      </Link>
    </>
  );
}
