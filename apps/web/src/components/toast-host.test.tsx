import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearNotices, notify, notifyStickyError } from '../lib/notify';
import { ToastHost } from './toast-host';

// The toasts' code loads with the first notice (issue 34); what comes meanwhile waits for it.
const messages = async () => {
  const toast = await screen.findByText('Hello');
  const host = toast.closest('.p-toast');
  if (!(host instanceof HTMLElement)) throw new Error('no toast host');
  return within(host)
    .queryAllByText(/./, { selector: '.p-toast-detail' })
    .map((detail) => detail.textContent);
};

describe('ToastHost', () => {
  it('draws nothing until a notice comes', () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.p-toast')).toBeNull();
  });

  it('shows the notices that came while its code loaded, in order, a sticky one once, then the next ones', async () => {
    render(<ToastHost />);
    act(() => {
      notify({ severity: 'info', text: 'Hello' });
      notifyStickyError('Server down');
      notifyStickyError('Server down');
      notify({ severity: 'success', text: 'Saved' });
    });
    expect(await messages()).toEqual(['Hello', 'Server down', 'Saved']);
    act(() => {
      notifyStickyError('Server down');
      notify({ severity: 'warn', text: 'Later' });
    });
    expect(await messages()).toEqual(['Hello', 'Server down', 'Saved', 'Later']);
    act(() => clearNotices());
    await waitFor(() => expect(document.querySelectorAll('.p-toast-detail')).toHaveLength(0));
  });

  it('forgets the waiting notices that were cleared before its code came', async () => {
    render(<ToastHost />);
    act(() => {
      notify({ severity: 'error', text: 'Gone' });
      clearNotices();
      notify({ severity: 'info', text: 'Hello' });
    });
    expect(await messages()).toEqual(['Hello']);
  });
});
