import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/lib/i18n-test-provider';
import { NewInvoiceDialog } from './new-invoice-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const clientsPage = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 3, name: 'Aiko Tanaka', company: 'Tanaka Tea', email: 'aiko@example.test' }],
};

/** GET /clients/ answers the page above; POST /invoices/ answers `created`. */
function server(created: { status: number; body: unknown }) {
  return vi.fn(async (url: string, init?: RequestInit) =>
    url.startsWith('/api/clients/')
      ? new Response(JSON.stringify(clientsPage), { status: 200 })
      : new Response(JSON.stringify(created.body), {
          status: created.status,
          headers: { 'x-method': init?.method ?? '' },
        }),
  );
}

function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function render(onCreated = vi.fn(), onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () =>
    createRoot(document.createElement('div')).render(
      <WithI18n>
        <QueryClientProvider client={client}>
          <NewInvoiceDialog onClose={onClose} onCreated={onCreated} />
        </QueryClientProvider>
      </WithI18n>,
    ),
  );
  // Until the client list has arrived, the select has no option to choose.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  const dialog = document.querySelector('[role="dialog"]')!;
  const field = (label: string) => {
    const id = [...dialog.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.htmlFor;
    return document.getElementById(id) as HTMLInputElement;
  };
  const submit = () => [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Create Invoice')!;
  return { dialog, field, submit, onCreated, onClose };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('NewInvoiceDialog', () => {
  it('checks the fields before sending anything', async () => {
    const fetch = server({ status: 201, body: {} });
    vi.stubGlobal('fetch', fetch);
    const { dialog, submit } = await render();
    await act(async () => submit().click());
    expect(dialog.textContent).toContain('Client is required');
    expect(dialog.textContent).toContain('Amount is required');
    expect(fetch.mock.calls.some(([url]) => url === '/api/invoices/')).toBe(false);
  });

  it('sends the amount as exact dollars and hands back what the server made', async () => {
    const invoice = { id: 9, invoice_number: 'INV-2026-0009' };
    const fetch = server({ status: 201, body: invoice });
    vi.stubGlobal('fetch', fetch);
    const { field, submit, onCreated, onClose } = await render();
    act(() => {
      setValue(field('Client'), '3');
      setValue(field('Amount'), '1250.5');
      setValue(field('Due date'), '2026-12-01');
    });
    await act(async () => submit().click());
    const post = fetch.mock.calls.find(([url]) => url === '/api/invoices/')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      client: 3,
      amount: 1250.5,
      due_date: '2026-12-01',
      description: '',
    });
    expect(onCreated).toHaveBeenCalledWith(invoice);
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field errors under their inputs, and others at the top", async () => {
    vi.stubGlobal(
      'fetch',
      server({
        status: 422,
        body: {
          message: 'Some fields are not valid.',
          fields: { amount: ['The amount is more than this portal allows.'], invoice_number: ['Already used.'] },
        },
      }),
    );
    const { dialog, field, submit, onClose } = await render();
    act(() => {
      setValue(field('Client'), '3');
      setValue(field('Amount'), '99999');
    });
    await act(async () => submit().click());
    const amountError = document.getElementById(`${field('Amount').id}-error`);
    expect(amountError?.textContent).toBe('The amount is more than this portal allows.');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Already used.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
