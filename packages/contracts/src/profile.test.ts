import { describe, expect, it } from 'vitest';
import { submitFeedbackBodySchema, FEEDBACK_MESSAGES } from './feedback.js';
import { pictureFileNameOf } from './pictures.js';
import {
  changePasswordBodySchema,
  passwordFormSchema,
  PROFILE_MESSAGES as M,
  socialLinksBodySchema,
  updateInfoBodySchema,
} from './profile.js';

// spec 002 §5: profile, password change, social links and feedback messages.
const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('updateInfo', () => {
  it.each([
    [{ name: ' ', mobile: '91234567' }, M.nameRequired],
    [{ name: 'Mei', mobile: '71234567' }, M.mobileInvalid],
    [{ name: 'Mei', mobile: '9123456' }, M.mobileInvalid],
    [{ name: 'Mei' }, M.mobileInvalid],
  ])('%j -> %s', (body, message) => expect(firstMessage(updateInfoBodySchema, body)).toBe(message));

  it('trims the name and drops spaces in the mobile', () => {
    expect(updateInfoBodySchema.parse({ name: ' Mei ', mobile: '9123 4567' })).toEqual({
      name: 'Mei',
      mobile: '91234567',
    });
  });
});

describe('social links', () => {
  it.each([
    'facebook.com/mei',
    'ftp://facebook.com/mei',
    'data:text/html,hi',
    'javascript:alert(1)',
    'https://',
    'https://user:pw@evil.com',
    'https://exa mple.com',
    'https://example.com/"onmouseover',
  ])('refuses %s', (url) =>
    expect(firstMessage(socialLinksBodySchema, { facebook: url })).toBe(M.urlInvalid),
  );

  // Issue 31: a valid http:// address was refused with 'Please enter a valid URL'.
  it.each(['http://facebook.com/mei', 'HTTP://www.example.sg:8080/a?b=1', 'https://t.me/mei'])(
    'accepts %s',
    (url) => expect(socialLinksBodySchema.parse({ facebook: url })).toEqual({ facebook: url }),
  );

  it('trims, accepts https and empty, and leaves missing fields out', () => {
    expect(
      socialLinksBodySchema.parse({ linkedin: '  https://www.linkedin.com/in/mei-tan  ', youtube: '' }),
    ).toEqual({ linkedin: 'https://www.linkedin.com/in/mei-tan', youtube: '' });
  });
});

describe('password change', () => {
  const good = { currentPassword: 'Old#Pass1', newPassword: 'New#Pass22', otp: '123456' };
  it('applies the registration rule and needs a code', () => {
    expect(changePasswordBodySchema.safeParse(good).success).toBe(true);
    expect(firstMessage(changePasswordBodySchema, { ...good, newPassword: 'weakpass' })).toBe(M.passwordRule);
    expect(firstMessage(changePasswordBodySchema, { ...good, currentPassword: '' })).toBe(
      M.currentPasswordRequired,
    );
    expect(firstMessage(changePasswordBodySchema, { ...good, otp: '' })).toBe(M.otpRequired);
  });

  it('the form wants a matching confirmation and a new password', () => {
    expect(firstMessage(passwordFormSchema, { ...good, confirmPassword: 'New#Pass23' })).toBe(
      M.passwordsDoNotMatch,
    );
    expect(
      firstMessage(passwordFormSchema, { ...good, newPassword: 'Old#Pass1', confirmPassword: 'Old#Pass1' }),
    ).toBe(M.passwordUnchanged);
  });
});

describe('feedback', () => {
  it.each([
    [{ feedback: 'x' }, FEEDBACK_MESSAGES.categoryRequired],
    [{ category: 'Praise', feedback: 'x' }, FEEDBACK_MESSAGES.categoryRequired],
    [{ category: 'Other', feedback: '  ' }, FEEDBACK_MESSAGES.feedbackRequired],
    [{ category: 'Other', feedback: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.tooLong],
  ])('%j -> %s', (body, message) => expect(firstMessage(submitFeedbackBodySchema, body)).toBe(message));

  it('takes exactly 2,000 characters', () => {
    expect(
      submitFeedbackBodySchema.safeParse({ category: 'Other', feedback: 'x'.repeat(2000) }).success,
    ).toBe(true);
  });
});

describe('pictureFileNameOf', () => {
  it('takes the name from a fileName or a signed address', () => {
    expect(pictureFileNameOf('AbCdEfGhIjKlMnOpQrStUv')).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(pictureFileNameOf('/api/public/pictures/AbCdEfGhIjKlMnOpQrStUv?exp=1&sig=ab')).toBe(
      'AbCdEfGhIjKlMnOpQrStUv',
    );
  });
});
