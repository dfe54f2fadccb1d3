import { msg } from '@lingui/core/macro';
import { translated } from './i18n-labels';
import type { Schemas } from './types';

// A client's approval policy, in the words the agency's Approvals card and a post's approvals panel share.

export type ApprovalPolicy = Schemas['ApprovalPolicy'];

export const APPROVAL_POLICIES = ['any', 'all', 'two_step'] as const satisfies readonly ApprovalPolicy[];

export const APPROVAL_POLICY_LABELS: Readonly<Record<ApprovalPolicy, string>> = translated({
  any: msg`Any approver`,
  all: msg`Every named approver`,
  two_step: msg`Agency first, then the client`,
});

/** One line each: what it takes for the agency's post to be approved under the policy. */
export const APPROVAL_POLICY_HINTS: Readonly<Record<ApprovalPolicy, string>> = translated({
  any: msg`One approval from anyone on the client’s team who may approve is enough.`,
  all: msg`Every member marked “Must approve” on the client’s team has to approve.`,
  two_step: msg`An agency admin approves first; then one approval from the client’s team.`,
});

/** The most hours a default deadline may lie before the scheduled time (the server's limit: 30 days). */
export const LEAD_HOURS_MAX = 720;
