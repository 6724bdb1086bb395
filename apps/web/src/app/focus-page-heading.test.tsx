import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './focus-page-heading';

// Issue 17: after a navigation focus moves to the new page's main heading; a page that puts the caret
// in its own field keeps it.
function Probe({ place }: { place: string }) {
  useFocusHeadingOnNavigation(place);
  return null;
}

afterEach(() => document.body.replaceChildren());

/** A page in <main> with one field, focused; `hidden` as React hides a page while the next one loads. */
function pageWithFocusedField(hidden: boolean): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = '<div><input id="otp-code"></div>';
  if (hidden) main.querySelector('div')!.style.setProperty('display', 'none', 'important');
  document.body.append(main);
  main.querySelector('input')!.focus();
  return main;
}

describe('useFocusHeadingOnNavigation', () => {
  it("leaves the caret where the new page put it, in the page's own field", () => {
    const { rerender } = render(<Probe place="out:/" />);
    pageWithFocusedField(false);
    rerender(<Probe place="out:/otp" />);
    expect(document.activeElement?.id).toBe('otp-code');
  });

  it('focuses the heading when it appears, though the page just left (hidden, loading the next) still held focus', async () => {
    const { rerender } = render(<Probe place="out:/otp" />);
    const old = pageWithFocusedField(true);
    // As in a browser before its next layout: the hidden field has not lost focus yet.
    expect(document.activeElement?.id).toBe('otp-code');
    rerender(<Probe place="in:/" />);
    const next = document.createElement('main');
    next.innerHTML = '<h1>Dashboard</h1>';
    await act(async () => {
      old.remove();
      document.body.append(next);
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(next.querySelector('h1'));
  });
});
