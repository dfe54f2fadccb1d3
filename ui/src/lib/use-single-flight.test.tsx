import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderGuard() {
  let run: ReturnType<typeof useSingleFlight> = () => {};
  function Harness() {
    run = useSingleFlight();
    return null;
  }
  act(() => createRoot(document.createElement('div')).render(<Harness />));
  return (work: () => Promise<unknown>, key?: string) => run(work, key);
}

describe('useSingleFlight', () => {
  it('drops a second call while the first runs, and allows one after it settles', async () => {
    const run = renderGuard();
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    run(work);
    run(work);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    run(work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs different keys side by side and frees a key after a failure', async () => {
    const run = renderGuard();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(() => Promise.reject(new Error('boom')));
    const other = vi.fn(() => new Promise<void>(() => {}));
    run(failing, 'a');
    run(other, 'b');
    expect(other).toHaveBeenCalledTimes(1);
    await act(async () => {});
    run(failing, 'a');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
