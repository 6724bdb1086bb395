import type { Insured } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInsured, writeInsured } from './insured-store';
import { endSession } from './session';
import { STORAGE_KEYS } from './storage';
import { signInForTest } from '../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const insured: Insured = {
  name: 'Tan Ah Kow',
  gender: 'Male',
  smokingStatus: 'Non-Smoker',
  alb: 40,
  anb: 41,
  anbNearest: 41,
};

function InsuredName() {
  return <output data-testid="insured">{useInsured()?.name ?? 'none'}</output>;
}

/** What the browser does in this tab when another tab of the same origin writes localStorage. */
function changeInAnotherTab(key: string | null, value: string | null) {
  act(() => {
    if (key === null) localStorage.clear();
    else if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  });
}

describe('insured store (issue 9: per browser until sign-out)', () => {
  it('keeps the insured in localStorage, where a new tab of the same browser finds it', () => {
    writeInsured(insured);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.comparisonInsured) ?? 'null')).toMatchObject({
      name: 'Tan Ah Kow',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.comparisonInsured)).toBeNull();
    render(<InsuredName />);
    expect(screen.getByTestId('insured').textContent).toBe('Tan Ah Kow');
  });

  it('follows an insured entered in another tab, and its sign-out', () => {
    render(<InsuredName />);
    expect(screen.getByTestId('insured').textContent).toBe('none');
    changeInAnotherTab(STORAGE_KEYS.comparisonInsured, JSON.stringify({ ...insured, name: 'Lim Mei Hua' }));
    expect(screen.getByTestId('insured').textContent).toBe('Lim Mei Hua');
    changeInAnotherTab(null, null);
    expect(screen.getByTestId('insured').textContent).toBe('none');
  });

  it('is gone after sign-out in this tab', () => {
    writeInsured(insured);
    render(<InsuredName />);
    act(() => endSession());
    expect(localStorage.getItem(STORAGE_KEYS.comparisonInsured)).toBeNull();
    expect(screen.getByTestId('insured').textContent).toBe('none');
  });
});
