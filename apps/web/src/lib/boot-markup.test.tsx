import { BOOT_LOADING_ID, BOOT_STORAGE_KEYS, SIGN_IN_BOOT_SCRIPT } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { restoreBootInput, takeBootInput, useRestoreBootInput } from './boot-markup';

// Issue 34: the app hydrates the sign-in page painted from the HTML; nothing typed into it is lost,
// though react-hook-form resets each field to its default when it registers it.
afterEach(() => document.body.replaceChildren());

const FORM = '<input id="login-email" type="email"><input id="login-password" type="password">';
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('takeBootInput and restoreBootInput', () => {
  it('put back what was typed and the focus after the fields were reset', () => {
    document.body.innerHTML = `<div id="boot">${FORM}</div>`;
    field('login-email').value = 'adviser@example.sg';
    field('login-password').focus();
    takeBootInput(document.getElementById('boot')!);
    // What react-hook-form's registration does to the hydrated fields, and a re-render that blurs.
    field('login-email').value = '';
    field('login-password').blur();
    restoreBootInput();
    expect(field('login-email').value).toBe('adviser@example.sg');
    expect(field('login-password').value).toBe('');
    expect(document.activeElement).toBe(field('login-password'));
  });

  it('keeps what is typed while the app hydrates, though registration then resets the field', () => {
    document.body.innerHTML = `<div id="boot">${FORM}</div>`;
    takeBootInput(document.getElementById('boot')!);
    // Typed after the app started (a slow phone hydrating in slices) ...
    fireEvent.input(field('login-email'), { target: { value: 'late@example.sg' } });
    fireEvent.input(field('login-password'), { target: { value: 'typed-then-cleared' } });
    fireEvent.input(field('login-password'), { target: { value: '' } });
    // ... then react-hook-form's registration writes the defaults, with no input event.
    field('login-email').value = '';
    restoreBootInput();
    expect(field('login-email').value).toBe('late@example.sg');
    expect(field('login-password').value).toBe('');
  });

  it('leaves a field the app already filled as it is, and restores only once', () => {
    document.body.innerHTML = `<div id="boot"><input id="login-email" value="old@example.sg"></div>`;
    takeBootInput(document.getElementById('boot')!);
    field('login-email').value = 'new@example.sg';
    restoreBootInput();
    expect(field('login-email').value).toBe('new@example.sg');
    field('login-email').value = '';
    restoreBootInput();
    expect(field('login-email').value).toBe('');
  });

  it('does nothing when nothing was taken', () => {
    document.body.innerHTML = FORM;
    expect(() => restoreBootInput()).not.toThrow();
    expect(field('login-email').value).toBe('');
  });
});

describe('a press before the app took the page over', () => {
  type Boot = HTMLElement & { pendingPress?: HTMLElement };

  it("is pressed again once the app has drawn the page, and only then; presses are the app's after", () => {
    document.body.innerHTML = `<div id="boot"><button id="register" type="button">Register</button></div>`;
    const boot = document.getElementById('boot') as Boot;
    const button = document.getElementById('register')!;
    // What the boot script (contracts sign-in-boot.ts) keeps of a press on the HTML copy.
    boot.pendingPress = button;
    let presses = 0;
    button.addEventListener('click', () => (presses += 1));
    takeBootInput(boot);
    // Hydrating: the boot script still holds presses.
    expect(boot.hasAttribute('data-app')).toBe(false);
    expect(presses).toBe(0);
    restoreBootInput();
    expect(boot.hasAttribute('data-app')).toBe(true);
    expect(presses).toBe(1);
    restoreBootInput();
    expect(presses).toBe(1);
  });

  it("presses the app's own tab where the app drew the page afresh", () => {
    document.body.innerHTML = `<div id="boot"><a role="tab">Sign In</a><a role="tab">Register</a></div><div id="root"></div>`;
    const boot = document.getElementById('boot') as Boot;
    boot.pendingPress = boot.querySelectorAll<HTMLElement>('[role="tab"]')[1];
    takeBootInput(boot);
    // What main.tsx does where it cannot hydrate the HTML's copy: removes it and draws its own page.
    boot.remove();
    document.getElementById('root')!.innerHTML = '<a role="tab">Sign In</a><a role="tab">Register</a>';
    const pressed: string[] = [];
    for (const tab of document.querySelectorAll('#root [role="tab"]'))
      tab.addEventListener('click', () => pressed.push(tab.textContent ?? ''));
    restoreBootInput();
    expect(pressed).toEqual(['Register']);
  });
});

describe("the boot script's hold on presses (contracts sign-in-boot.ts)", () => {
  it('keeps a press for the app, out of reach of a half-hydrated app, and never lets the browser send the form', () => {
    document.body.innerHTML =
      '<div id="boot"><form><input id="login-email" name="email"><button id="go" type="submit"><span>Sign In</span></button></form></div>';
    new Function(SIGN_IN_BOOT_SCRIPT)();
    const boot = document.getElementById('boot') as HTMLElement & { pendingPress?: HTMLElement };
    // Where React listens once hydrateRoot is called: on the container, after the boot script.
    const seenByApp: string[] = [];
    boot.addEventListener('click', () => seenByApp.push('capture'), true);
    const label = document.querySelector('#go span')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(boot.pendingPress).toBe(document.getElementById('go'));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    // Taken (hydration under way): still held.
    takeBootInput(boot);
    label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seenByApp).toEqual([]);

    // Once the app has drawn the page, presses are the app's.
    restoreBootInput();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(boot.pendingPress).toBeUndefined();
    // The kept press, pressed again by restoreBootInput, and the later one.
    expect(seenByApp).toEqual(['capture', 'capture']);
  });
});

// Issue 34 (ADR 0042): where the boot script takes the sign-in page away, the HTML's copy of the app's
// loading placeholder shows from the first paint instead of an empty page.
describe('the boot script and the loading placeholder', () => {
  const LOADING = `<div id="${BOOT_LOADING_ID}" hidden><div class="page-loading" role="status">Loading page</div></div>`;
  afterEach(() => localStorage.clear());

  it('shows the placeholder for a signed-in adviser, and not the sign-in page', () => {
    localStorage.setItem(BOOT_STORAGE_KEYS.session, '{}');
    document.body.innerHTML = `<div id="boot"><form></form></div>${LOADING}`;
    new Function(SIGN_IN_BOOT_SCRIPT)();
    expect(document.getElementById('boot')).toBeNull();
    expect(document.getElementById(BOOT_LOADING_ID)?.hidden).toBe(false);
  });

  it('keeps it hidden under the sign-in page', () => {
    document.body.innerHTML = `<div id="boot"><form></form></div>${LOADING}`;
    new Function(SIGN_IN_BOOT_SCRIPT)();
    expect(document.getElementById('boot')).not.toBeNull();
    expect(document.getElementById(BOOT_LOADING_ID)?.hidden).toBe(true);
  });
});

// Issue 31 audit: a fast sign-in (Playwright's fill, a password manager) typed into the HTML copy showed
// the values in the fields yet said "Email is required": they were put back into the elements only, and
// react-hook-form never heard of them. They go back as input the form reads.
describe('what was typed reaches the form that registered the field', () => {
  function BootForm({ onSubmit }: { onSubmit: (body: { email: string }) => void }) {
    const form = useForm({ defaultValues: { email: '' } });
    useRestoreBootInput();
    return (
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        <input id="login-email" {...form.register('email', { required: true })} />
        <button type="submit">Sign In</button>
      </form>
    );
  }

  it('submits the typed email, not the default', async () => {
    document.body.innerHTML = `<div id="boot"><input id="login-email"></div>`;
    field('login-email').value = 'adviser@example.sg';
    const boot = document.getElementById('boot')!;
    takeBootInput(boot);
    boot.remove();
    const submitted: string[] = [];
    render(<BootForm onSubmit={(body) => submitted.push(body.email)} />);
    expect(field('login-email').value).toBe('adviser@example.sg');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(submitted).toEqual(['adviser@example.sg']));
  });
});
