// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  canLeavePlanSelection,
  initialView,
  previousView,
  readLastSeen,
  viewAfterRefresh,
  writeLastSeen,
} from './billing-view';

const none = { status: 'none', plan: null } as const;
const pending = { status: 'pending', plan: 'pro' } as const;
const active = { status: 'active', plan: 'pro' } as const;
const cancelled = { status: 'cancelled', plan: 'pro' } as const;

describe('initialView', () => {
  it('follows the load rules', () => {
    expect(initialView(pending, null)).toBe('verification-pending');
    expect(initialView(none, null)).toBe('plan-selection');
    expect(initialView({ status: 'active', plan: null }, null)).toBe('plan-selection');
    expect(initialView(active, null)).toBe('overview');
    expect(initialView(cancelled, null)).toBe('overview');
  });

  it('shows success once: only when the last status this browser saw was pending', () => {
    expect(initialView(active, 'pending')).toBe('success');
    expect(initialView(active, 'active')).toBe('overview');
    expect(initialView(cancelled, 'pending')).toBe('overview');
    expect(initialView(none, 'pending')).toBe('plan-selection');
  });
});

describe('viewAfterRefresh', () => {
  it('moves the pending view on when the admin decides', () => {
    expect(viewAfterRefresh('verification-pending', active)).toBe('success');
    expect(viewAfterRefresh('verification-pending', none)).toBe('plan-selection');
    expect(viewAfterRefresh('verification-pending', pending)).toBe('verification-pending');
  });

  it('leaves every other view alone', () => {
    expect(viewAfterRefresh('plan-details', active)).toBe('plan-details');
    expect(viewAfterRefresh('overview', none)).toBe('overview');
  });
});

describe('previousView', () => {
  it('walks the flow in reverse', () => {
    expect(previousView('bank-transfer', none)).toBe('plan-details');
    expect(previousView('plan-details', none)).toBe('plan-selection');
  });

  it('leaves plan selection only for a subscription to go back to', () => {
    expect(previousView('plan-selection', cancelled)).toBe('overview');
    expect(canLeavePlanSelection(cancelled)).toBe(true);
    expect(canLeavePlanSelection(none)).toBe(false);
  });
});

describe('last seen status', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per user', () => {
    writeLastSeen(3, 'pending');
    writeLastSeen(4, 'active');
    expect(readLastSeen(3)).toBe('pending');
    expect(readLastSeen(4)).toBe('active');
    expect(readLastSeen(5)).toBeNull();
  });

  it('ignores what it did not write and survives a broken store', () => {
    localStorage.setItem('atrium.billing.seen.3', 'bogus');
    expect(readLastSeen(3)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(readLastSeen(3, broken)).toBeNull();
    expect(() => writeLastSeen(3, 'active', broken)).not.toThrow();
  });
});
