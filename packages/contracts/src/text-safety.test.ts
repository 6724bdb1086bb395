import { describe, expect, it } from 'vitest';
import {
  containsControlCharacter,
  findTextFault,
  hasControlCharacter,
  hasLoneSurrogate,
} from './text-safety.js';

describe('control characters (issue 9)', () => {
  it.each([
    ['a\u0000b', true],
    ['\u001b[31m', true],
    ['a\u007fb', true],
    ['\u0085', true],
    ['Tan Ah Kow', false],
    ['Tân Äh Kōw 陈', false],
  ])('%j in a parameter -> %s', (text, expected) => expect(hasControlCharacter(text)).toBe(expected));

  it('TAB, LF and CR pass in body text only', () => {
    expect(hasControlCharacter('line 1\r\nline 2\tend', true)).toBe(false);
    expect(hasControlCharacter('line 1\nline 2')).toBe(true);
    expect(hasControlCharacter('a\u0000b', true)).toBe(true);
  });

  it('finds a control character anywhere in a JSON value, keys included', () => {
    expect(containsControlCharacter({ a: [1, { b: ['ok', 'x\u0000'] }] }, true)).toBe(true);
    expect(containsControlCharacter({ 'k\u0001': 1 }, true)).toBe(true);
    expect(containsControlCharacter({ a: [1, true, null, { b: 'multi\nline' }] }, true)).toBe(false);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsControlCharacter(deep, true)).toBe(true);
    expect(containsControlCharacter(new Array(500_000).fill('ok'), true)).toBe(false);
    const queryObject = Object.assign(Object.create(null) as object, { q: 'a\u0000' });
    expect(containsControlCharacter(queryObject)).toBe(true);
    function Query() {}
    Query.prototype = Object.create(null) as object;
    const fastQuery = Object.assign(new (Query as unknown as new () => object)(), { q: 'a\u0000' });
    expect(containsControlCharacter(fastQuery)).toBe(true);
    // Binary parts (an upload) are not text.
    expect(containsControlCharacter({ file: new Uint8Array([0, 1, 2]) }, true)).toBe(false);
  });
});

describe('lone surrogates (issue 32)', () => {
  it.each([
    ['\ud800', true],
    ['a\udfffb', true],
    ['\ude00\ud83d', true],
    ['end\ud83d', true],
    ['\ud83d\ude00', false],
    ['Tân 陈 😀', false],
  ])('%j -> %s', (text, expected) => expect(hasLoneSurrogate(text)).toBe(expected));

  it('names the fault of the first faulty string, keys included', () => {
    expect(findTextFault({ a: ['ok', { b: 'x\ud800' }] }, true)).toBe('loneSurrogate');
    expect(findTextFault({ 'k\udc00': 1 }, true)).toBe('loneSurrogate');
    expect(findTextFault({ a: 'x\u0000' }, true)).toBe('controlCharacter');
    expect(findTextFault({ a: 'multi\nline 😀' }, true)).toBeNull();
    expect(containsControlCharacter({ a: '\ud800', b: 'x\u0000' }, true)).toBe(true);
  });
});
