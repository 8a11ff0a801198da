import type { Plugin } from 'vite';

/** The module of react-router's production build that holds all of its code. */
const ROUTER_CODE = /\/node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;
/** `Link.displayName = "Link";`: names for React's developer tools, set on every component and context. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
/** `var Form = React10.forwardRef(`: a component or context made when the module loads. */
const MADE_AT_LOAD = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * Vite plugin: lets the bundle drop the parts of react-router that the app never uses (its
 * `<Link>`, `<Form>`, `<ScrollRestoration>`, the framework mode's prefetching), about 4 kB gzip of
 * every page. Its build makes each component at load and names it there, which a bundler must
 * keep as side effects; without the names and with those calls marked pure, an unused component
 * goes. Should a new react-router write them otherwise, nothing matches and the bundle is as
 * before: the size budgets (.size-limit.js) would tell.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CODE.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME, '').replace(MADE_AT_LOAD, '= /* @__PURE__ */ $1'), map: null };
    },
  };
}
