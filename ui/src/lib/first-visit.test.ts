import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstVisitChanges, resetFirstVisit, storeFirstVisit } from './first-visit';
import type { User } from './types';

afterEach(() => {
  resetFirstVisit();
});

const answer = (changes: object) => ({ id: 4, language: null, time_zone: null, ...changes }) as unknown as User;

describe('the first visit', () => {
  it('fills only what the profile has not chosen', () => {
    expect(firstVisitChanges({ language: null, time_zone: null }, 'de', 'Europe/Berlin')).toEqual({
      language: 'de',
      time_zone: 'Europe/Berlin',
    });
    expect(firstVisitChanges({ language: 'fr', time_zone: null }, 'de', 'Europe/Berlin')).toEqual({
      time_zone: 'Europe/Berlin',
    });
    expect(firstVisitChanges({ language: null, time_zone: 'Asia/Tokyo' }, 'sq', 'UTC')).toEqual({ language: 'sq' });
    expect(firstVisitChanges({ language: 'en', time_zone: 'UTC' }, 'de', 'Europe/Berlin')).toBeNull();
  });

  it('stores this browser’s picks with one request of just the unchosen fields, and keeps the answer', async () => {
    const send = vi.fn((changes: object) => Promise.resolve(answer(changes)));
    const save = vi.fn();
    const user = { id: 4, language: null, time_zone: 'Europe/Tirane' } as const;
    expect(await storeFirstVisit(user, save, send)).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({ language: 'en' });
    expect(save).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ language: 'en' }));
  });

  it('asks once a session, even when the answer failed, and says nothing of a failure', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const save = vi.fn();
    const user = { id: 9, language: null, time_zone: null } as const;
    expect(await storeFirstVisit(user, save, send)).toBe(false);
    expect(await storeFirstVisit(user, save, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('asks nothing for a profile that has chosen both', async () => {
    const send = vi.fn();
    expect(await storeFirstVisit({ id: 5, language: 'de', time_zone: 'UTC' }, vi.fn(), send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
