import type { Subscription, SubscriptionStatus } from './types';

/** The six views of the client's Billing screen (spec 001 section 2.8). */
export type BillingView =
  'overview' | 'plan-selection' | 'plan-details' | 'bank-transfer' | 'verification-pending' | 'success';

type Seen = Pick<Subscription, 'status' | 'plan'>;

/**
 * The load rules: pending -> verification-pending; none or no plan -> plan-selection; otherwise overview.
 * `lastSeen` is the status this browser showed the client before: a subscription that was pending then and
 * is active now was approved in between, which earns the success view once.
 */
export function initialView(subscription: Seen, lastSeen: SubscriptionStatus | null): BillingView {
  if (subscription.status === 'pending') return 'verification-pending';
  if (subscription.status === 'none' || !subscription.plan) return 'plan-selection';
  if (subscription.status === 'active' && lastSeen === 'pending') return 'success';
  return 'overview';
}

/**
 * While the client watches the pending view, the subscription is fetched again (focus, polling): an approval
 * moves on to success, a rejection back to plan selection where the reason is shown. Any other view is the
 * client's own doing and stays.
 */
export function viewAfterRefresh(view: BillingView, subscription: Seen): BillingView {
  if (view !== 'verification-pending') return view;
  if (subscription.status === 'active') return 'success';
  if (subscription.status === 'pending') return view;
  return initialView(subscription, null);
}

/** Where each Back button leads: the flow in reverse. */
export function previousView(view: BillingView, subscription: Seen): BillingView {
  switch (view) {
    case 'bank-transfer':
      return 'plan-details';
    case 'plan-details':
      return 'plan-selection';
    default:
      // From plan selection back to the subscription, for a client who has one to go back to.
      return initialView(subscription, null) === 'plan-selection' ? 'plan-selection' : 'overview';
  }
}

/** Plan selection is the start for a client without a plan; one with a cancelled plan may also go back. */
export function canLeavePlanSelection(subscription: Seen): boolean {
  return previousView('plan-selection', subscription) !== 'plan-selection';
}

const SEEN_PREFIX = 'atrium.billing.seen.';
const STATUSES: readonly SubscriptionStatus[] = ['none', 'pending', 'active', 'cancelled'];

// Per user, so two clients sharing a browser do not see each other's success. Storage can throw (private
// mode, quota): then there is no memory, and the worst case is no success view.
export function readLastSeen(userId: number, storage: Storage = localStorage): SubscriptionStatus | null {
  try {
    const value = storage.getItem(`${SEEN_PREFIX}${userId}`);
    return STATUSES.includes(value as SubscriptionStatus) ? (value as SubscriptionStatus) : null;
  } catch {
    return null;
  }
}

export function writeLastSeen(userId: number, status: SubscriptionStatus, storage: Storage = localStorage): void {
  try {
    storage.setItem(`${SEEN_PREFIX}${userId}`, status);
  } catch {
    // See readLastSeen.
  }
}
