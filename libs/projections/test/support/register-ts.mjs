// `node --import ./register-ts.mjs script.ts` runs a TypeScript file of this repository.
import { register } from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
