import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { allValues, type Schemas } from '@/lib/types';
import { payHref, sectionHref } from '@/lib/paths';
import { isOwner, type StaffRole } from '@/lib/staff-role';

// The audit log's words: what each recorded action is called on screen, and who did it.

export type AuditAction = Schemas['AuditAction'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditObject = Schemas['AuditObject'];

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

const ACTION_WORDS: Record<AuditAction, MessageDescriptor> = {
  sign_in: msg`Signed in`,
  sign_in_failed: msg`Sign-in failed`,
  second_factor_failed: msg`Second sign-in step failed`,
  password_changed: msg`Password changed`,
  factor_added: msg`Second factor added`,
  factor_removed: msg`Second factor removed`,
  recovery_codes_renewed: msg`Recovery codes renewed`,
  factors_reset: msg`Two-factor reset`,
  sessions_ended: msg`Sessions signed out`,
  security_settings_changed: msg`Sign-in rules changed`,
  team_invited: msg`Team member invited`,
  team_invitation_revoked: msg`Invitation revoked`,
  team_joined: msg`Joined the team`,
  team_role_changed: msg`Seat changed`,
  team_member_removed: msg`Team member removed`,
  admin_deleted: msg`Admin deleted`,
  client_created: msg`Client created`,
  client_updated: msg`Client updated`,
  client_deleted: msg`Client deleted`,
  payment_status_changed: msg`Payment status changed`,
  content_approved: msg`Post approved`,
  content_changes_requested: msg`Changes requested on a post`,
  invoice_created: msg`Invoice created`,
  invoice_paid: msg`Invoice marked paid`,
  credit_note_issued: msg`Credit note issued`,
  verification_submitted: msg`Payment submitted for verification`,
  verification_approved: msg`Payment verified`,
  verification_refused: msg`Payment verification refused`,
  subscription_cancelled: msg`Subscription cancelled`,
  bank_details_changed: msg`Bank details changed`,
  plan_changed: msg`Plan changed`,
  money_settings_changed: msg`Money and tax settings changed`,
  tax_rate_added: msg`Tax rate added`,
  tax_rate_deleted: msg`Tax rate deleted`,
  backup_created: msg`Backup created`,
  backup_downloaded: msg`Backup downloaded`,
  backup_deleted: msg`Backup deleted`,
  exported: msg`Data exported`,
  settings_changed: msg`Settings changed`,
};

/** 'invoice_paid' -> 'Invoice marked paid'; an action this build does not know, in words of its own name. */
export function actionWords(action: string): string {
  const words = ACTION_WORDS[action as AuditAction] as MessageDescriptor | undefined;
  return words ? i18n._(words) : humanize(action);
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

/** The roles the server writes (guards::actor_of, audit::Actor), in the reader's words. */
const ROLE_WORDS: Record<string, MessageDescriptor> = {
  admin: msg({ message: 'Admin', context: 'who did it, in the audit log' }),
  owner: msg({ message: 'Owner', context: 'an agency staff role' }),
  manager: msg`Manager`,
  member: msg`Member`,
  client: msg({ message: 'Client', context: 'who did it, in the audit log' }),
  'client owner': msg`Client owner`,
  'client approver': msg`Client approver`,
  'client viewer': msg`Client viewer`,
  'client billing': msg`Client billing`,
  'review link': msg`Review link`,
  anonymous: msg`Anonymous`,
  system: msg`System`,
};

/** 'client owner' -> 'Client owner'; a role this build does not know, in words of its own name. */
export function roleWords(role: string): string {
  const words = ROLE_WORDS[role];
  return words ? i18n._(words) : humanize(role);
}

/** The kinds of object the server records (db::audit Entry::new), in the reader's words. */
// Typed by the server's list of kinds: a kind added there fails the type check until it has words here.
const OBJECT_WORDS: Record<AuditObject, MessageDescriptor> = {
  approval_policy: msg`Approval policy`,
  audit_log: msg`Audit log`,
  backup: msg`Backup`,
  bank_settings: msg`Bank settings`,
  client: msg({ message: 'Client', context: 'a kind of object in the audit log' }),
  client_publishing: msg`Client publishing`,
  credit_note: msg`Credit note`,
  invitation: msg`Invitation`,
  invoice: msg`Invoice`,
  invoices: msg`Invoices`,
  language_settings: msg`Language settings`,
  money_settings: msg`Money settings`,
  payment_verification: msg`Payment verification`,
  plan: msg`Plan`,
  post: msg({ message: 'Post', context: 'noun' }),
  report: msg`Report`,
  settings: msg`Settings`,
  staff_invitation: msg`Staff invitation`,
  subscription: msg`Subscription`,
  tax_rate: msg`Tax rate`,
  user: msg`User`,
};

/** 'credit_note' -> 'Credit note', in the reader's language. */
export function objectWords(type: AuditObject): string {
  return i18n._(OBJECT_WORDS[type]);
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
