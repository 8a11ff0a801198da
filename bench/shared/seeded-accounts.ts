import { signUpBody } from '#testing';
import { call } from '../traffic/cast.js';

/** The seeded users all signed up with the builders' password. */
const SEEDED_PASSWORD = signUpBody().password;

/** Signs a seeded user in on the app at `url`; answers the cookies a browser would send. */
export async function signIn(url: string, email: string): Promise<string> {
  const { status, cookie } = await call(url, 'POST', '/api/auth/login', null, { email, password: SEEDED_PASSWORD });
  if (status !== 200 || !cookie) throw new Error(`Signing in ${email} answered ${status}`);
  return cookie;
}
