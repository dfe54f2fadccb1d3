import { describe, expect, it } from 'vitest';
import { formatKeepingCaret } from './caret-format';

const groups = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');
const upper = (raw: string) => raw.toUpperCase();

describe('formatKeepingCaret', () => {
  it('keeps the caret after an upper-cased letter typed in the middle', () => {
    // 'DEUTFF' with the caret after 'DEUT'; typing 'd' there.
    expect(formatKeepingCaret({ previous: 'DEUTFF', raw: 'DEUTdFF', caret: 5, format: upper })).toEqual({
      value: 'DEUTDFF',
      caret: 5,
    });
  });

  it('moves the caret over a space the grouping inserts', () => {
    // 'AL47 2121' with the caret after 'AL4'; typing 'x' pushes a digit into the next group.
    expect(formatKeepingCaret({ previous: 'AL47 2121', raw: 'AL4x7 2121', caret: 4, format: groups })).toEqual({
      value: 'AL4X 7212 1',
      caret: 4,
    });
    // Typing the fourth character of a group: the caret stays before the space that follows.
    expect(formatKeepingCaret({ previous: 'AL4', raw: 'AL47', caret: 4, format: groups })).toEqual({
      value: 'AL47',
      caret: 4,
    });
    expect(formatKeepingCaret({ previous: 'AL47', raw: 'AL472', caret: 5, format: groups })).toEqual({
      value: 'AL47 2',
      caret: 6,
    });
  });

  it('keeps the caret where a pasted chunk ends', () => {
    expect(formatKeepingCaret({ previous: 'AL47 8741', raw: 'AL47 2121 10098741', caret: 14, format: groups })).toEqual(
      { value: 'AL47 2121 1009 8741', caret: 14 },
    );
  });

  it('Backspace just after a space deletes the character before it', () => {
    expect(
      formatKeepingCaret({
        previous: 'AL47 2121',
        raw: 'AL472121',
        caret: 4,
        deleting: 'backward',
        format: groups,
      }),
    ).toEqual({ value: 'AL42 121', caret: 3 });
  });

  it('Delete just before a space deletes the character after it', () => {
    expect(
      formatKeepingCaret({
        previous: 'AL47 2121',
        raw: 'AL472121',
        caret: 4,
        deleting: 'forward',
        format: groups,
      }),
    ).toEqual({ value: 'AL47 121', caret: 4 });
  });

  it('puts the caret at the start when it was there', () => {
    expect(formatKeepingCaret({ previous: 'L47', raw: 'aL47', caret: 1, format: groups })).toEqual({
      value: 'AL47',
      caret: 1,
    });
    expect(formatKeepingCaret({ previous: 'AL47', raw: 'AL47', caret: 0, format: groups }).caret).toBe(0);
  });
});
