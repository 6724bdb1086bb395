import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenShown } from './focus-when-shown';

afterEach(() => document.body.replaceChildren());

const focusById = (id: string) => () => {
  const element = document.getElementById(id);
  element?.focus();
  return element !== null && document.activeElement === element;
};
/** Lets the MutationObserver's callbacks run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusWhenShown', () => {
  it('focuses what is already there at once', () => {
    document.body.innerHTML = '<h2 id="results-heading" tabindex="-1">Results</h2>';
    focusWhenShown(focusById('results-heading'));
    expect(document.activeElement?.id).toBe('results-heading');
  });

  it('focuses it when it appears (the results drawn once their code has loaded)', async () => {
    focusWhenShown(focusById('results-heading'));
    expect(document.activeElement).toBe(document.body);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div><h2 id="results-heading" tabindex="-1">Results</h2></div>',
    );
    await observed();
    expect(document.activeElement?.id).toBe('results-heading');
  });

  it('stops waiting when something else takes focus first, or when told to', async () => {
    document.body.innerHTML = '<button id="edit">Edit</button>';
    focusWhenShown(focusById('results-heading'));
    document.getElementById('edit')!.focus();
    document.body.insertAdjacentHTML('beforeend', '<h2 id="results-heading" tabindex="-1">Results</h2>');
    await observed();
    expect(document.activeElement?.id).toBe('edit');

    document.body.innerHTML = '<button id="other">Other</button>';
    const stop = focusWhenShown(focusById('late-heading'));
    stop();
    document.body.insertAdjacentHTML('beforeend', '<h2 id="late-heading" tabindex="-1">Late</h2>');
    await observed();
    expect(document.activeElement).toBe(document.body);
  });
});
