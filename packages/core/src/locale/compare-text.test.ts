import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.js';

const sorted = (texts: string[]) => [...texts].sort(compareText);

describe('compareText: the tables sort text in Singapore English', () => {
  it.each([
    ['digits count as numbers', ['Plan 10', 'Plan 2', 'Plan 1'], ['Plan 1', 'Plan 2', 'Plan 10']],
    ['case does not order', ['beacon', 'Alpha', 'Delta'], ['Alpha', 'beacon', 'Delta']],
    ['accents do not order', ['Émeraude', 'Delta', 'Falcon'], ['Delta', 'Émeraude', 'Falcon']],
  ])('%s', (_rule, texts, order) => {
    expect(sorted(texts)).toEqual(order);
  });

  it('the same text in another case is a tie, so a stable sort keeps the order it was given', () => {
    expect(compareText('ALPHA LIFE', 'alpha life')).toBe(0);
  });
});
