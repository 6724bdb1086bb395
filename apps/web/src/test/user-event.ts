import { getConfig } from '@testing-library/react';
import realUserEvent, { type UserEvent } from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof realUserEvent.setup>[0]>;
type TypeOptions = NonNullable<Parameters<typeof realUserEvent.type>[2]>;

/**
 * user-event as the tests use it, without the pause it makes between keys and pointer actions.
 * Its default `delay: 0` waits for a setTimeout(0) before every key and pointer action: at least 1 ms
 * of an idle worker each (about 20 ms under `vi.useFakeTimers({ shouldAdvanceTime: true })`, whose
 * clock moves in 20 ms steps): 5 of the 40 s the web files took in one worker. Here the same events
 * are dispatched, one key or pointer action at a time and each wrapped in act by Testing Library,
 * without the timer in between. The waits before a call's first action and after its last are kept, in the same async
 * wrapper as user-event's own: the screen may still be settling then (a mocked fetch, a resolver).
 */
function settled<A extends unknown[], R>(
  method: (...args: A) => Promise<R>,
  advanceTimers: Options['advanceTimers'] = () => undefined,
) {
  return (...args: A) =>
    getConfig().asyncWrapper(async () => {
      const wait = () =>
        Promise.all([new Promise((resolve) => globalThis.setTimeout(resolve, 0)), advanceTimers(0)]);
      await wait();
      const result = await method(...args);
      await wait();
      return result;
    }) as Promise<R>;
}

const withoutDelay = (options?: Options): Options => ({ ...options, delay: null });

function setup(options?: Options): UserEvent {
  const user = realUserEvent.setup(withoutDelay(options));
  const api = Object.entries(user).map(([name, method]) => [
    name,
    name === 'setup' ? method : settled(method as () => Promise<unknown>, options?.advanceTimers),
  ]);
  return Object.fromEntries(api) as UserEvent;
}

export const userEvent = {
  setup,
  click: (element: Element, options?: Options) =>
    settled(realUserEvent.click, options?.advanceTimers)(element, withoutDelay(options)),
  type: (element: Element, text: string, options?: TypeOptions) =>
    settled(realUserEvent.type, options?.advanceTimers)(element, text, withoutDelay(options)),
  clear: (element: Element) => realUserEvent.clear(element),
  selectOptions: (select: Element, values: string[] | string, options?: Options) =>
    settled(realUserEvent.selectOptions, options?.advanceTimers)(select, values, withoutDelay(options)),
  upload: (element: HTMLElement, files: File | File[], options?: Options) =>
    settled(realUserEvent.upload, options?.advanceTimers)(element, files, withoutDelay(options)),
};
