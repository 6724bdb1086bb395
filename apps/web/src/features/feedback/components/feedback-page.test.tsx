import { FEEDBACK_MESSAGES, FEEDBACK_PATHS, MAX_FEEDBACK_LENGTH } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { FeedbackPage } from './feedback-page';

function openFeedback(respond: () => Response = () => jsonResponse(200, { success: true, msg: 'ok' })) {
  const mock = mockFetch(respond);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithApp(<FeedbackPage title="Feedback" />);
  return { ...mock, user };
}
// the text's description names its message and its counter; the message is the first
const feedbackError = () => document.getElementById('feedback-text-error')?.textContent;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByText('Select a category', { selector: 'span' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('Feedback (spec 002 §5, §7, §8)', () => {
  it('asks for a category and for the feedback before sending anything', async () => {
    const { user, calls } = openFeedback();
    await submit(user);
    expect(screen.getByText(FEEDBACK_MESSAGES.categoryRequired)).toBeTruthy();
    expect(feedbackError()).toBe(FEEDBACK_MESSAGES.feedbackRequired);
    await user.type(screen.getByLabelText('Feedback'), '   ');
    await submit(user);
    expect(feedbackError()).toBe(FEEDBACK_MESSAGES.feedbackRequired);
    expect(calls).toHaveLength(0);
  });

  it('counts characters up to 2,000 and takes no more', async () => {
    openFeedback();
    const text = screen.getByLabelText('Feedback');
    expect(screen.getByText('0 / 2,000 characters')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'x'.repeat(1234) } });
    expect(await screen.findByText('1,234 / 2,000 characters')).toBeTruthy();
    expect(text.getAttribute('maxlength')).toBe(String(MAX_FEEDBACK_LENGTH));
  });

  it('sends category and trimmed text, thanks the adviser and clears the form', async () => {
    const { user, calls } = openFeedback();
    await chooseCategory(user, 'Data correction');
    await user.type(screen.getByLabelText('Feedback'), '  The term premium for age 40 looks off.  ');
    await submit(user);
    expect(await screen.findByText(FEEDBACK_MESSAGES.submitted)).toBeTruthy();
    expect(calls[0]?.url).toBe(FEEDBACK_PATHS.submit);
    expect(calls[0]?.body).toEqual({
      category: 'Data correction',
      feedback: 'The term premium for age 40 looks off.',
    });
    expect((screen.getByLabelText('Feedback') as HTMLTextAreaElement).value).toBe('');
  });

  it('says something went wrong when the server fails', async () => {
    const { user } = openFeedback(() => jsonResponse(500, { message: 'boom', devCode: 'INTERNAL' }));
    await chooseCategory(user, 'Bug report');
    await user.type(screen.getByLabelText('Feedback'), 'The page froze');
    await submit(user);
    expect(await screen.findByText(FEEDBACK_MESSAGES.failed)).toBeTruthy();
    expect((screen.getByLabelText('Feedback') as HTMLTextAreaElement).value).toBe('The page froze');
  });
});
