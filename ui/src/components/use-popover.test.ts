import { describe, expect, it } from 'vitest';
import { placeBeside } from './use-popover';

const view = { width: 390, height: 844 };
const size = { width: 176, height: 240 };
const trigger = (top: number, left: number) => ({ top, bottom: top + 32, left, right: left + 32 });

describe('placeBeside', () => {
  it('opens below the trigger, lined up with its end edge', () => {
    expect(placeBeside(trigger(100, 300), size, view, 'end')).toEqual({ top: 136, left: 156 });
    expect(placeBeside(trigger(100, 20), size, view, 'start')).toEqual({ top: 136, left: 20 });
  });

  it('opens above when there is no room below, and stays inside the screen sideways', () => {
    expect(placeBeside(trigger(700, 300), size, view, 'end')).toEqual({ top: 456, left: 156 });
    expect(placeBeside(trigger(100, 4), size, view, 'end').left).toBe(8);
    expect(placeBeside(trigger(100, 350), size, view, 'start').left).toBe(390 - 8 - 176);
  });
});
