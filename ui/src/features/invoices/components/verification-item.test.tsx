import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/lib/i18n-test-provider';
import type { Plan } from '@/lib/billing-plans';
import type { PaymentVerification } from '../types';
import { VerificationItem } from './verification-item';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no layout; names here are never cut, so an observer that never fires is enough.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const verification: PaymentVerification = {
  id: 7,
  client: 3,
  client_name: 'Aiko Tanaka',
  client_email: 'aiko@example.test',
  client_full_name: 'Aiko Tanaka',
  plan: 'pro',
  plan_name: 'Pro',
  amount: 250,
  amount_cents: 25000,
  submitted_at: '2026-11-23T20:00:00Z',
  status: 'pending',
  decided_at: null,
  approved_plan: null,
  reject_reason: null,
};
const plans: Plan[] = [
  { id: 'starter', name: 'Starter', price: 100, price_cents: 10000, features: [], recommended: false },
  { id: 'pro', name: 'Pro', price: 250, price_cents: 25000, features: [], recommended: true },
];

function render(onDone = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  act(() =>
    createRoot(container).render(
      <WithI18n>
        <QueryClientProvider client={client}>
          <VerificationItem verification={verification} plans={plans} onDone={onDone} />
        </QueryClientProvider>
      </WithI18n>,
    ),
  );
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
  const select = container.querySelector('select')!;
  return { container, button, select, onDone };
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('VerificationItem', () => {
  it('starts on the plan the client paid for', () => {
    expect(render().select.value).toBe('pro');
  });

  it('asks for a plan before approving, without a request', () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const { select, button, container } = render();
    act(() => {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => button('Approve').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please select a plan for approval');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('approves with the chosen plan and says so', async () => {
    const fetch = answer(200, { verification, subscription_next_billing_date: '2026-12-23', invoice: {} });
    vi.stubGlobal('fetch', fetch);
    const { select, button, onDone } = render();
    act(() => {
      select.value = 'starter';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button('Approve').click());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/approve-verification/7/');
    expect(JSON.parse(String(init.body))).toEqual({ plan_id: 'starter' });
    expect(onDone).toHaveBeenCalledWith('Payment verification approved successfully!');
  });

  it('gives the spec failure sentence, with the server reason after it', async () => {
    vi.stubGlobal('fetch', answer(409, { message: 'This verification was already approved.' }));
    const { button, container, onDone } = render();
    await act(async () => button('Approve').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Failed to approve verification. Please try again. This verification was already approved.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('needs a reason to reject, then sends it', async () => {
    const fetch = answer(200, { ...verification, status: 'rejected' });
    vi.stubGlobal('fetch', fetch);
    const { button, container, onDone } = render();
    act(() => button('Reject').click());
    act(() => button('Reject payment').click());
    expect(container.textContent).toContain('Please give a reason');
    expect(fetch).not.toHaveBeenCalled();
    const reason = container.querySelector('textarea')!;
    act(() => {
      // React tracks the value through the native setter, as a person typing would set it.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(reason, 'No such transfer');
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Reject payment').click());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/reject-verification/7/');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'No such transfer' });
    expect(onDone).toHaveBeenCalledWith(expect.stringContaining('rejected'));
  });
});
