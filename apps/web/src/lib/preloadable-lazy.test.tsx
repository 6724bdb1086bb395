import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('preloadableLazy (issue 34)', () => {
  it('draws at once, without its fallback, when its code was preloaded', async () => {
    let loads = 0;
    const { Component, preload } = preloadableLazy(async () => {
      loads += 1;
      return Greeting;
    });
    await preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Component name="Mei Ling" />
      </Suspense>,
    );
    // In the very first render: React's lazy would show the fallback here and the page 300 ms later.
    expect(screen.getByText('Hello Mei Ling')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback until code not yet loaded arrives, and loads it once', async () => {
    const code = deferred<typeof Greeting>();
    let loads = 0;
    const { Component, preload } = preloadableLazy(() => {
      loads += 1;
      return code.promise;
    });
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Component name="Ah Kow" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeTruthy();
    void preload();
    await act(async () => code.resolve(Greeting));
    expect(await screen.findByText('Hello Ah Kow')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
