import { describe, expect, it } from 'vitest';
import { loginBodySchema, registrationBodySchema, verifyOtpBodySchema } from './auth.js';
import { displaySettingSchema } from './comparison-registry.js';
import { uploadBodySchema } from './links.js';
import { FIELD_MESSAGES as M } from './messages.js';
import { clientPageSettingsSchema, DEFAULT_CLIENT_PAGE_SETTINGS, updateInfoBodySchema } from './profile.js';

// spec 000 §5.7: every message of the login, registration and 2FA forms.
const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

const validRegistration = {
  invitationCode: 'ABCD-EFGH-JKMN',
  rnfName: 'Lion Advisory',
  rnf: 'abc-123',
  name: 'Tan Mei Ling',
  mobile: '9123 4567',
  email: ' Mei@Example.SG ',
  password: 'Strong#Pass1',
  confirmedPassword: 'Strong#Pass1',
};

describe('login schema', () => {
  it.each([
    [{ password: 'x' }, M.emailRequired],
    [{ email: '', password: 'x' }, M.emailRequired],
    [{ email: 'nope', password: 'x' }, M.emailInvalid],
    [{ email: 'a@b.sg' }, M.passwordRequired],
    [{ email: 'a@b.sg', password: '' }, M.passwordRequired],
  ])('%j -> %s', (body, message) => {
    expect(firstMessage(loginBodySchema, body)).toBe(message);
  });

  it('accepts and lower-cases a valid email', () => {
    expect(loginBodySchema.parse({ email: 'A@B.SG', password: 'x' }).email).toBe('a@b.sg');
  });
});

describe('registration schema', () => {
  it('accepts a valid form and normalises rnf, mobile and email', () => {
    expect(registrationBodySchema.parse(validRegistration)).toMatchObject({
      rnf: 'ABC-123',
      mobile: '91234567',
      email: 'mei@example.sg',
    });
  });

  it.each([
    ['invitationCode', undefined, M.invitationCodeRequired],
    ['invitationCode', ' ', M.invitationCodeRequired],
    ['rnfName', undefined, M.rnfRequired],
    ['rnf', undefined, M.rnfRequired],
    ['rnf', 'RNF#1', M.rnfRequired],
    ['name', '', M.nameRequired],
    ['mobile', undefined, M.mobileInvalid],
    ['mobile', '51234567', M.mobileInvalid],
    ['mobile', '812345678', M.mobileInvalid],
    ['email', undefined, M.emailRequired],
    ['email', 'mei@', M.emailInvalid],
    ['password', 'Sh0rt!a', M.passwordRule],
    ['password', 'alllower1!', M.passwordRule],
    ['password', 'ALLUPPER1!', M.passwordRule],
    ['password', 'NoDigits!!', M.passwordRule],
    ['password', 'NoSpecial11', M.passwordRule],
    ['confirmedPassword', undefined, M.confirmPasswordRequired],
    ['confirmedPassword', 'Other#Pass1', M.passwordsDoNotMatch],
  ])('%s = %j -> %s', (field, value, message) => {
    const body: Record<string, unknown> = { ...validRegistration, [field]: value };
    if (value === undefined) delete body[field];
    expect(firstMessage(registrationBodySchema, body)).toBe(message);
  });

  it.each(['6', '8', '9'])('accepts mobile numbers starting %s', (lead) => {
    expect(registrationBodySchema.safeParse({ ...validRegistration, mobile: `${lead}1234567` }).success).toBe(
      true,
    );
  });
});

describe('2FA schema', () => {
  it.each([undefined, '', '12345', '12a456'])('otp %j -> the 2FA message', (otp) => {
    expect(firstMessage(verifyOtpBodySchema, { id: 'x', otp })).toBe(M.otpRequired);
  });
});

describe('one-line fields refuse line breaks, tabs and control characters (issue 32)', () => {
  const upload = {
    rnf: 'AB1234',
    type: 'term',
    clientName: 'Tan Ah Kow',
    clientGender: 'M',
    clientSmoker: false,
    clientALB: 35,
    colorScheme: 'light',
    componentTheme: 'teal',
    advisorRecommendation: 'Plan A.\nPlan B.',
    clientDescription: 'Met at\r\nthe roadshow',
    validityPeriod: 8,
  };
  it.each([
    ['registration name', registrationBodySchema, { ...validRegistration, name: 'Tan\nMei' }],
    ['registration rnf name', registrationBodySchema, { ...validRegistration, rnfName: 'Lion\r\nAdvisory' }],
    ['preferred name', updateInfoBodySchema, { name: 'Mei\rLing', mobile: '91234567' }],
    [
      'client-page title',
      clientPageSettingsSchema,
      { ...DEFAULT_CLIENT_PAGE_SETTINGS, title: 'Senior\nAdviser' },
    ],
    ['client name', uploadBodySchema, { ...upload, clientName: 'Tan\nAh Kow' }],
    [
      'an insurer to show',
      displaySettingSchema,
      { comparisonType: 'term', onlyDisplayInsurers: ['Orchid\tBay'] },
    ],
    ['an insurer to publish', uploadBodySchema, { ...upload, allowedInsurersArr: ['Orchid\nBay'] }],
  ])('%s', (_field, schema, value) => {
    expect(firstMessage(schema, value)).toBe(M.singleLine);
  });

  it('multi-line texts keep their line breaks; one-line texts pass without them', () => {
    const parsed = uploadBodySchema.parse(upload);
    expect(parsed.advisorRecommendation).toBe('Plan A.\nPlan B.');
    expect(parsed.clientDescription).toBe('Met at\nthe roadshow');
    expect(updateInfoBodySchema.parse({ name: ' Mei Ling ', mobile: '91234567' }).name).toBe('Mei Ling');
    expect(registrationBodySchema.safeParse(validRegistration).success).toBe(true);
  });
});
