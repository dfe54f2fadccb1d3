import { describe, expect, it } from 'vitest';
import { arrowStep } from './calendar-keyboard';

describe('arrowStep', () => {
  it('moves a day sideways and a week up or down in the month grid', () => {
    expect(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].map((key) => arrowStep('month', key))).toEqual([
      1, -1, 7, -7,
    ]);
  });

  it('moves one day for every arrow in the week view, whose days stack on a phone', () => {
    expect(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].map((key) => arrowStep('week', key))).toEqual([
      1, -1, 1, -1,
    ]);
  });

  it('ignores keys that are not arrows', () => {
    expect(arrowStep('month', 'KeyA')).toBeNull();
  });
});
