import { allValues, type Schemas } from '@/lib/types';
import { payHref, sectionHref } from '@/lib/paths';
import { isOwner, type StaffRole } from '@/lib/staff-role';

// The audit log's words: what each recorded action is called on screen, and who did it.

export type AuditAction = Schemas['AuditAction'];
export type AuditEntry = Schemas['AuditEntry'];

/** Every action the server records, in the order the filter lists them (grouped as a reader looks for them). */
export const AUDIT_ACTIONS = allValues<AuditAction>()([
  'sign_in',
  'sign_in_failed',
  'second_factor_failed',
  'password_changed',
  'factor_added',
  'factor_removed',
  'recovery_codes_renewed',
  'factors_reset',
  'sessions_ended',
  'security_settings_changed',
  'team_invited',
  'team_invitation_revoked',
  'team_joined',
  'team_role_changed',
  'team_member_removed',
  'admin_deleted',
  'client_created',
  'client_updated',
  'client_deleted',
  'payment_status_changed',
  'content_approved',
  'content_changes_requested',
  'invoice_created',
  'invoice_paid',
  'credit_note_issued',
  'verification_submitted',
  'verification_approved',
  'verification_refused',
  'subscription_cancelled',
  'bank_details_changed',
  'plan_changed',
  'money_settings_changed',
  'tax_rate_added',
  'tax_rate_deleted',
  'backup_created',
  'backup_downloaded',
  'backup_deleted',
  'exported',
  'settings_changed',
]);

const ACTION_WORDS: Record<AuditAction, string> = {
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

/** 'invoice_paid' -> 'Invoice marked paid'; an action this build does not know, in words of its own name. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action as AuditAction] ?? humanize(action);
}

/** The refusals stand out in the list. */
export function isFailure(action: string): boolean {
  return action === 'sign_in_failed' || action === 'second_factor_failed' || action === 'verification_refused';
}

/** 'paid_amount_cents' -> 'Paid amount cents'. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Ada Admin <boss@agency.test>' -> name and address; a name without one stays whole. */
export function splitActor(actor: string): { name: string; email: string | null } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(actor.trim());
  if (!match) return { name: actor.trim(), email: null };
  return { name: match[1] || match[2]!, email: match[2]! };
}

/** 'client owner' -> 'Client owner'. */
export function roleWords(role: string): string {
  return humanize(role);
}

/**
 * Who may open the audit log: the agency's owners, and a client's owner (for its own company); a manager and
 * the other seats get 403.
 */
export function mayReadAuditLog(user: { role: string; seat?: string | null; staff_role?: StaffRole | null }): boolean {
  return user.role === 'admin' ? isOwner(user) : user.seat === 'owner';
}

/**
 * Where an entry's object has a screen of its own: for the agency, a client or an invoice opens its list;
 * for a client's owner, an invoice opens in Billing. Null for everything else.
 */
export function objectHref(entry: Pick<AuditEntry, 'object_type' | 'object_id'>, admin: boolean): string | null {
  if (!entry.object_id) return null;
  if (entry.object_type === 'invoice') return admin ? sectionHref('invoices') : payHref(Number(entry.object_id));
  if (entry.object_type === 'client' && admin) return sectionHref('clients');
  return null;
}
