import { lazy, type ComponentType } from 'react';

/**
 * A lazy component whose code loads once, when it is first drawn or preloaded, whichever comes first,
 * and which draws at once when its code is already there (issue 34, ADR 0042). React's `lazy` suspends
 * on its first render even then, and React shows a suspended boundary's content no sooner than 300 ms
 * after its fallback: a signed-in adviser's first page (the shell, then the page) waited twice for
 * chunks it already had.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { Component: Preloadable, preload };
}
