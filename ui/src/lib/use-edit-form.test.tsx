import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { useEditForm, type EditFormOptions } from './use-edit-form';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Client {
  id: number;
  company: string;
  monthly_fee: number;
  version: number;
}
interface Values {
  company: string;
  monthly_fee: string;
}
type Input = { company: string; monthly_fee: number };

const loaded: Client = { id: 1, company: 'Old Co', monthly_fee: 1500, version: 1 };

type Options = EditFormOptions<Client, Values, Input>;

function options(overrides: Partial<Omit<Options, 'update' | 'create'>> = {}) {
  return {
    object: loaded as Client | undefined,
    empty: { company: '', monthly_fee: '' },
    toValues: (client: Client) => ({ company: client.company, monthly_fee: String(client.monthly_fee) }),
    toInput: (values: Values) => ({ company: values.company.trim(), monthly_fee: Number(values.monthly_fee) }),
    update: vi.fn<Options['update']>(),
    create: vi.fn<NonNullable<Options['create']>>(),
    labels: { company: 'Company', monthly_fee: 'Monthly fee' },
    thing: 'client',
    failed: 'Failed to update client',
    ...overrides,
  };
}

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/** Renders the hook in a bare component and hands back its latest result. */
function renderForm(opts: Options) {
  const latest: { current: ReturnType<typeof useEditForm<Client, Values, Input>> | null } = { current: null };
  function Harness() {
    latest.current = useEditForm(opts);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Harness />));
  unmounts.push(() => act(() => root.unmount()));
  return () => latest.current!;
}

/** Runs an action and lets the promises it started settle. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}

const conflict = (current: Client) =>
  new ApiError(409, 'x', {
    error: 'conflict',
    code: 'version_conflict',
    message: 'This client was changed by someone else after you opened it.',
    current,
  } as never);

describe('useEditForm', () => {
  it('sends only the changed fields with the loaded version', async () => {
    const opts = options();
    opts.update.mockResolvedValue({ ...loaded, company: 'New Co', version: 2 });
    const form = renderForm(opts);
    act(() => form().set('company', ' New Co '));
    await settle(() => form().submit());
    expect(opts.update).toHaveBeenCalledTimes(1);
    expect(opts.update).toHaveBeenCalledWith({ company: 'New Co' }, 1, { company: 'New Co', monthly_fee: 1500 });
    expect(form().values.company).toBe('New Co');
  });

  it('sends nothing when nothing changed', async () => {
    const onUnchanged = vi.fn();
    const opts = options({ onUnchanged });
    const form = renderForm(opts);
    await settle(() => form().submit());
    expect(opts.update).not.toHaveBeenCalled();
    expect(onUnchanged).toHaveBeenCalledTimes(1);
  });

  it('a second submit while the first is on its way sends nothing', async () => {
    const opts = options();
    let finish: (client: Client) => void = () => {};
    opts.update.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const form = renderForm(opts);
    act(() => form().set('company', 'New Co'));
    await settle(() => {
      form().submit();
      form().submit();
    });
    expect(opts.update).toHaveBeenCalledTimes(1);
    expect(form().pending).toBe(true);
    await settle(() => finish({ ...loaded, company: 'New Co', version: 2 }));
    expect(form().pending).toBe(false);
  });

  it('on a stale version keeps what was typed and lists the differences', async () => {
    const opts = options();
    const aSaved = { ...loaded, monthly_fee: 2000, version: 2 };
    opts.update.mockRejectedValueOnce(conflict(aSaved));
    const form = renderForm(opts);
    act(() => form().set('company', 'B Co'));
    await settle(() => form().submit());

    expect(form().values).toEqual({ company: 'B Co', monthly_fee: '1500' });
    expect(form().formError).toBeNull();
    expect(form().conflict?.message).toBe('This client was changed by someone else after you opened it.');
    expect(form().conflict?.rows).toEqual([
      { key: 'company', label: 'Company', yours: 'B Co', saved: 'Old Co', changedByYou: true },
      { key: 'monthly_fee', label: 'Monthly fee', yours: '1500', saved: '2000', changedByYou: false },
    ]);
  });

  it("'Keep my changes' re-sends only the person's fields against the newer version, keeping the other tab's", async () => {
    const opts = options();
    const aSaved = { ...loaded, monthly_fee: 2000, version: 2 };
    opts.update.mockRejectedValueOnce(conflict(aSaved));
    opts.update.mockResolvedValueOnce({ ...aSaved, company: 'B Co', version: 3 });
    const onSaved = vi.fn();
    const form = renderForm({ ...opts, onSaved });
    act(() => form().set('company', 'B Co'));
    await settle(() => form().submit());
    await settle(() => form().keepMine());

    expect(opts.update).toHaveBeenLastCalledWith({ company: 'B Co' }, 2, { company: 'B Co', monthly_fee: 2000 });
    expect(form().conflict).toBeNull();
    expect(form().values).toEqual({ company: 'B Co', monthly_fee: '2000' });
    expect(onSaved).toHaveBeenCalledWith({ ...aSaved, company: 'B Co', version: 3 });
  });

  it("'Reload latest' shows the saved version and sends nothing", async () => {
    const opts = options();
    const aSaved = { ...loaded, monthly_fee: 2000, version: 2 };
    opts.update.mockRejectedValueOnce(conflict(aSaved));
    const form = renderForm(opts);
    act(() => form().set('company', 'B Co'));
    await settle(() => form().submit());
    act(() => form().reloadLatest());

    expect(opts.update).toHaveBeenCalledTimes(1);
    expect(form().values).toEqual({ company: 'Old Co', monthly_fee: '2000' });
    expect(form().conflict).toBeNull();
    expect(form().changed).toEqual([]);
    // The next edit is checked against the version just reloaded.
    opts.update.mockResolvedValueOnce({ ...aSaved, company: 'C Co', version: 3 });
    act(() => form().set('company', 'C Co'));
    await settle(() => form().submit());
    expect(opts.update).toHaveBeenLastCalledWith({ company: 'C Co' }, 2, { company: 'C Co', monthly_fee: 2000 });
  });

  it('says in words that the object was deleted, keeping the form', async () => {
    const opts = options();
    opts.update.mockRejectedValueOnce(new ApiError(404, 'HTTP error! status: 404', null));
    const form = renderForm(opts);
    act(() => form().set('company', 'B Co'));
    await settle(() => form().submit());
    expect(form().formError).toBe('This client no longer exists. Someone may have deleted it.');
    expect(form().values.company).toBe('B Co');
  });

  it('puts 422 field messages on their fields', async () => {
    const opts = options();
    opts.update.mockRejectedValueOnce(
      new ApiError(422, 'x', { message: 'Validation failed.', fields: { company: ['Too long.'] } }),
    );
    const form = renderForm(opts);
    act(() => form().set('company', 'B Co'));
    await settle(() => form().submit());
    expect(form().errors).toEqual({ company: 'Too long.' });
    expect(form().formError).toBe('Validation failed.');
  });

  it('creates with every field and no version', async () => {
    const opts = options({ object: undefined });
    opts.create.mockResolvedValue({ id: 2, company: 'Fresh', monthly_fee: 10, version: 1 });
    const form = renderForm(opts);
    act(() => form().setValues({ company: 'Fresh', monthly_fee: '10' }));
    await settle(() => form().submit());
    expect(opts.create).toHaveBeenCalledWith({ company: 'Fresh', monthly_fee: 10 });
    expect(opts.update).not.toHaveBeenCalled();
    expect(form().editing).toBe(true);
  });
});
