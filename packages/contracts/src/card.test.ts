import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M, cardSizeFor, cardTitleWarnings } from './card.js';

describe('card size by screen width (spec 000 §9)', () => {
  it.each([
    ['standard', 1366, 414, 736],
    ['standard', 1000, 414, 736],
    ['standard', 999, 360, 640],
    ['standard', 415, 360, 640],
    ['standard', 414, 297, 528],
    ['standard', 390, 297, 528],
    ['long', 1366, 414, 621],
    ['long', 600, 360, 540],
    ['long', 390, 297, 450],
  ] as const)('%s at %i px is %i x %i', (kind, screen, width, height) => {
    expect(cardSizeFor(kind, screen)).toEqual({ width, height });
  });
});

describe('card title warnings (Financial Advisers Act s17)', () => {
  it.each([
    ['Financial Adviser Representative', []],
    ['Financial Services Consultant', []],
    ['Senior financial advisor representatives', []],
    ['Financial Adviser', [M.titleFinancialAdviser]],
    ['Your trusted financial advisor', [M.titleFinancialAdviser]],
    ['Independent Financial Adviser', [M.titleIndependent, M.titleFinancialAdviser]],
    ['Independent Financial Adviser Representative', [M.titleIndependent]],
    ['Independently minded planner', [M.titleIndependent]],
    ['Independence Day planner', []],
  ])('%s', (title, expected) => {
    expect(cardTitleWarnings(title)).toEqual(expected);
  });
});
