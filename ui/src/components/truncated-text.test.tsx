import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TruncatedText } from './truncated-text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no layout: the box's sizes and the observer are stood in for, and every read of a size is counted.
let reads = 0;
let width = 0;
let report: (() => void)[] = [];
const sizes = ['scrollWidth', 'clientWidth', 'scrollHeight', 'clientHeight'] as const;

describe('TruncatedText', () => {
  let root: Root;
  let host: HTMLDivElement;

  beforeEach(() => {
    reads = 0;
    report = [];
    for (const size of sizes) {
      Object.defineProperty(HTMLElement.prototype, size, {
        configurable: true,
        get() {
          reads += 1;
          return size === 'scrollWidth' ? width : 100;
        },
      });
    }
    globalThis.ResizeObserver = class {
      constructor(private callback: () => void) {}
      observe() {
        report.push(() => this.callback());
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
  });

  it('reads no size while React renders and commits, only when the observer reports the box', () => {
    width = 300;
    act(() => root.render(<TruncatedText text="A name far too long for its box" />));
    // A size read in the commit forces the browser to lay the page out there and then, once per name.
    expect(reads).toBe(0);
    const text = host.querySelector('span')!;
    expect(text.getAttribute('tabindex')).toBeNull();

    act(() => report.forEach((fire) => fire()));
    expect(reads).toBeGreaterThan(0);
    expect(text.getAttribute('tabindex')).toBe('0');
    expect(text.getAttribute('title')).toBe('A name far too long for its box');
  });

  it('stays plain when the text fits', () => {
    width = 80;
    act(() => root.render(<TruncatedText text="Ana" />));
    act(() => report.forEach((fire) => fire()));
    const text = host.querySelector('span')!;
    expect(text.getAttribute('tabindex')).toBeNull();
    expect(text.getAttribute('title')).toBeNull();
  });
});
