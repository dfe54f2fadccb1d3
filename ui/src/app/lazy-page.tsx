import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Code that only some pages need is its own chunk. The chunks of the page being opened start loading as
// soon as the app's code runs, and the first render waits for them (main.tsx, `preloadPage`): the server
// already painted the page's HTML, and rendering a loading spinner over it in between would flash.
export const browser = typeof window !== 'undefined';
const here = browser ? normalisePath(window.location.pathname) : '';

function normalisePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** What each path needs loaded before its first render (its route, and for /dashboard the frame too). */
const preloaders = new Map<string, Array<() => Promise<unknown>>>();

/**
 * Loads the code of the page at `path` (nothing for the home page, which comes with the app). Resolves
 * either way: a failed load is reported by the component when it renders.
 */
export function preloadPage(path: string): Promise<void> {
  const loads = preloaders.get(normalisePath(path)) ?? [];
  return Promise.all(loads.map((load) => load().catch(() => undefined))).then(() => undefined);
}

/**
 * A lazy component that renders its module directly once loaded: one whose chunk is already in renders
 * in the first pass, without a Suspense fallback in between. `pages` are the paths that preload it.
 */
export function named<P extends object>(load: () => Promise<ComponentType<P>>, ...pages: string[]): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  for (const page of pages) preloaders.set(page, [...(preloaders.get(page) ?? []), start]);
  // React.lazy reports a failure when it renders; this early start only must not be an unhandled rejection.
  if (pages.includes(here)) start().catch(() => {});
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => start().then((component) => ({ default: component })));
  function Page(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Lazy {...props} />;
  }
  return Page;
}
