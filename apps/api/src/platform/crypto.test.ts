import { describe, expect, it } from 'vitest';
import { generateInvitationCode, INVITATION_CODE_PATTERN, normaliseInvitationCode } from './crypto.js';

describe('invitation codes', () => {
  it('carry at least 128 bits of randomness: 28 characters of a 32-letter alphabet', () => {
    const code = generateInvitationCode();
    expect(code).toMatch(INVITATION_CODE_PATTERN);
    expect(normaliseInvitationCode(code)).toHaveLength(28);
  });

  it('do not repeat and use the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, generateInvitationCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(32);
  });
});
