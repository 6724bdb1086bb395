import { afterEach, describe, expect, it } from 'vitest';
import { replaceBootMarkup } from './boot-markup';

// Issue 34: the sign-in page painted from the HTML gives way to the app's, and nothing typed is lost.
afterEach(() => document.body.replaceChildren());

function page(bootHtml: string, rootHtml: string) {
  document.body.innerHTML = `<div id="boot">${bootHtml}</div><div id="root">${rootHtml}</div>`;
}
const FORM = '<input id="login-email" type="email"><input id="login-password" type="password">';

describe('replaceBootMarkup', () => {
  it('removes the HTML copy and carries over what was typed and the focus', () => {
    page(FORM, FORM);
    const typed = document.querySelector<HTMLInputElement>('#boot #login-email');
    if (!typed) throw new Error('no boot input');
    typed.value = 'adviser@example.sg';
    typed.focus();
    replaceBootMarkup();
    expect(document.getElementById('boot')).toBeNull();
    const live = document.querySelector<HTMLInputElement>('#root #login-email');
    expect(live?.value).toBe('adviser@example.sg');
    expect(document.activeElement).toBe(live);
  });

  it('leaves a field the app already filled as it is, and does nothing without #boot', () => {
    page(
      '<input id="login-email" value="old@example.sg">',
      '<input id="login-email" value="new@example.sg">',
    );
    replaceBootMarkup();
    expect(document.querySelector<HTMLInputElement>('#login-email')?.value).toBe('new@example.sg');
    expect(() => replaceBootMarkup()).not.toThrow();
  });
});
