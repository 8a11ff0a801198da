import type { Agent, AgentFactory } from './account-builders.js';
import { signIn } from './account-builders.js';

/** The admin account a test app seeds at start when created with `env: ADMIN_ENV`. */
export const ADMIN_CREDENTIALS = { email: 'admin@vibematch.test', password: 'admin-secret-1' } as const;
export const ADMIN_ENV: Readonly<Record<string, string>> = { ADMIN_EMAIL: ADMIN_CREDENTIALS.email, ADMIN_PASSWORD: ADMIN_CREDENTIALS.password };

/** A client signed in as the seeded admin. */
export const signInAdmin = (app: AgentFactory): Promise<Agent> => signIn(app, ADMIN_CREDENTIALS);
