import { describe, expect, expectTypeOf, it } from 'vitest';
import { deleteApi, fillPath, getAllPages, getApi, patchApi, postApi } from './typed-api';
import type { Schemas } from './types';

describe('fillPath', () => {
  it('puts each parameter in its segment, encoded', () => {
    expect(fillPath('/clients/{id}/', { id: 7 })).toBe('/clients/7/');
    expect(fillPath('/invitations/{key}/', { key: 'a/b c' })).toBe('/invitations/a%2Fb%20c/');
    expect(fillPath('/auth/me/')).toBe('/auth/me/');
  });

  it('refuses to send a path with a parameter left unfilled', () => {
    expect(() => fillPath('/clients/{id}/', {})).toThrow(/id/);
  });
});

// Never called: tsc checks these lines, which is the point of the helper.
export function typeChecks() {
  expectTypeOf(getApi('/auth/me/')).resolves.toEqualTypeOf<Schemas['UserView']>();
  expectTypeOf(getApi('/clients/{id}/', { path: { id: 1 } })).resolves.toEqualTypeOf<Schemas['Client']>();
  expectTypeOf(getApi('/clients/', { query: { page_size: 1 } })).resolves.toEqualTypeOf<Schemas['Paginated_Client']>();
  // @ts-expect-error a path the server does not have
  void getApi('/clientz/');
  // @ts-expect-error a path parameter is required
  void getApi('/clients/{id}/');
  // @ts-expect-error a query parameter the endpoint does not take
  void getApi('/clients/', { query: { pagesize: 1 } });
  // @ts-expect-error the answer is a Client, not a Task
  const task: Promise<Schemas['Task']> = getApi('/clients/{id}/', { path: { id: 1 } });
  void task;
}

export function bodyChecks(input: Schemas['TaskCreate']) {
  expectTypeOf(postApi('/tasks/', { body: input })).resolves.toEqualTypeOf<Schemas['Task']>();
  expectTypeOf(deleteApi('/tasks/{id}/', { path: { id: 1 } })).resolves.toEqualTypeOf<undefined>();
  // @ts-expect-error the body is required
  void postApi('/tasks/');
  // @ts-expect-error a task is not a client
  void postApi('/clients/', { body: input });
  // @ts-expect-error tasks are not replaced with PATCH on the list
  void patchApi('/tasks/', { body: {} });
}

export function pageChecks() {
  expectTypeOf(getAllPages('/clients/', { query: { page_size: 100 } })).resolves.toEqualTypeOf<Schemas['Client'][]>();
  // @ts-expect-error a list of clients holds no tasks
  const tasks: Promise<Schemas['Task'][]> = getAllPages('/clients/');
  void tasks;
}
