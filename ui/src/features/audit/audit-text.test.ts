import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/lib/i18n-test-provider';
import {
  actionWords,
  AUDIT_ACTIONS,
  humanize,
  isFailure,
  mayReadAuditLog,
  objectHref,
  objectWords,
  splitActor,
  type AuditAction,
} from './audit-text';

describe('actionWords', () => {
  const expected: Record<AuditAction, string> = {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in failed',
    second_factor_failed: 'Second sign-in step failed',
    password_changed: 'Password changed',
    factor_added: 'Second factor added',
    factor_removed: 'Second factor removed',
    recovery_codes_renewed: 'Recovery codes renewed',
    factors_reset: 'Two-factor reset',
    sessions_ended: 'Sessions signed out',
    security_settings_changed: 'Sign-in rules changed',
    team_invited: 'Team member invited',
    team_invitation_revoked: 'Invitation revoked',
    team_joined: 'Joined the team',
    team_role_changed: 'Seat changed',
    team_member_removed: 'Team member removed',
    admin_deleted: 'Admin deleted',
    client_created: 'Client created',
    client_updated: 'Client updated',
    client_deleted: 'Client deleted',
    payment_status_changed: 'Payment status changed',
    content_approved: 'Post approved',
    content_changes_requested: 'Changes requested on a post',
    invoice_created: 'Invoice created',
    invoice_paid: 'Invoice marked paid',
    credit_note_issued: 'Credit note issued',
    verification_submitted: 'Payment submitted for verification',
    verification_approved: 'Payment verified',
    verification_refused: 'Payment verification refused',
    subscription_cancelled: 'Subscription cancelled',
    bank_details_changed: 'Bank details changed',
    plan_changed: 'Plan changed',
    money_settings_changed: 'Money and tax settings changed',
    tax_rate_added: 'Tax rate added',
    tax_rate_deleted: 'Tax rate deleted',
    backup_created: 'Backup created',
    backup_downloaded: 'Backup downloaded',
    backup_deleted: 'Backup deleted',
    exported: 'Data exported',
    settings_changed: 'Settings changed',
  };

  it.each(AUDIT_ACTIONS)('says %s in words', (action) => {
    expect(actionWords(action)).toBe(expected[action]);
  });

  it('lists every action once, and each in words of its own', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect([...AUDIT_ACTIONS].sort()).toEqual(Object.keys(expected).sort());
    expect(new Set(AUDIT_ACTIONS.map(actionWords)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('reads an action this build does not know from its name', () => {
    expect(actionWords('webhook_rotated')).toBe('Webhook rotated');
  });

  it('marks the refusals', () => {
    expect(AUDIT_ACTIONS.filter(isFailure)).toEqual(['sign_in_failed', 'second_factor_failed', 'verification_refused']);
  });
});

describe('splitActor', () => {
  it('splits a name from its address', () => {
    expect(splitActor('Ada Admin <boss@agency.test>')).toEqual({ name: 'Ada Admin', email: 'boss@agency.test' });
  });
  it('keeps a name without one whole', () => {
    expect(splitActor('Review link')).toEqual({ name: 'Review link', email: null });
  });
  it('names by the address when there is no name', () => {
    expect(splitActor('<x@y.test>')).toEqual({ name: 'x@y.test', email: 'x@y.test' });
  });
});

describe('objectHref', () => {
  it('links clients and invoices for the agency', () => {
    expect(objectHref({ object_type: 'client', object_id: '3' }, true)).toBe('/dashboard#clients');
    expect(objectHref({ object_type: 'invoice', object_id: '6' }, true)).toBe('/dashboard#invoices');
  });
  it("opens an invoice in a client owner's billing, and nothing else", () => {
    expect(objectHref({ object_type: 'invoice', object_id: '6' }, false)).toBe('/dashboard#billing?invoice=6');
    expect(objectHref({ object_type: 'client', object_id: '3' }, false)).toBeNull();
    expect(objectHref({ object_type: 'user', object_id: '1' }, true)).toBeNull();
    expect(objectHref({ object_type: 'invoice', object_id: null }, true)).toBeNull();
  });
});

describe('who reads the log', () => {
  it('is the agency’s owners and a client owner, not a manager', () => {
    expect(mayReadAuditLog({ role: 'admin', seat: null })).toBe(true);
    expect(mayReadAuditLog({ role: 'admin', seat: null, staff_role: 'owner' })).toBe(true);
    expect(mayReadAuditLog({ role: 'admin', seat: null, staff_role: 'manager' })).toBe(false);
    expect(mayReadAuditLog({ role: 'client', seat: 'owner' })).toBe(true);
    expect(mayReadAuditLog({ role: 'client', seat: 'billing' })).toBe(false);
    expect(mayReadAuditLog({ role: 'client', seat: null })).toBe(false);
  });
});

it('humanizes keys', () => {
  expect(humanize('paid_amount_cents')).toBe('Paid amount cents');
  expect(humanize('client owner')).toBe('Client owner');
});

it('names every kind of object the server records, in the reader’s language', async () => {
  await inLanguage('de', () => {
    expect(objectWords('post')).toBe('Beitrag');
    expect(objectWords('language_settings')).toBe('Spracheinstellungen');
  });
  expect(objectWords('credit_note')).toBe('Credit note');
});
