import { t } from '@lingui/core/macro';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { item, type LegalBuilder } from './legal-types';

export const refundPolicy: LegalBuilder = ({ agency, contact, policies: p, plans }) => {
  const agencyName = agency.name;
  const legalName = agency.legal_name;
  const days = p.money_back_days;
  const replacementDays = p.replacement_days;
  const replacementCap = p.replacement_cap;
  const reviewDays = p.review_days;
  const payout = p.processing[0]?.time ?? t`5-7 business days`;
  const cheapest = formatCurrency(Math.min(...plans.map((plan) => plan.price)));
  const fullRefundHours = p.one_time_full_refund_hours;
  const halfRefundHours = p.one_time_half_refund_hours;
  const supportEmail = contact.support_email;
  return {
    title: t`Refund Policy`,
    description: t`${agencyName} refund policy: ${days}-day money-back guarantee on new subscriptions, prorated refunds and follower replacement.`,
    intro: t`We want you to be happy with our work. This policy explains when ${legalName} refunds subscriptions and one-time services, and how to ask for a refund.`,
    highlights: [
      { icon: 'refresh', title: t`${days}-day guarantee`, text: t`Full refund on new subscriptions.` },
      {
        icon: 'users',
        title: t`Follower replacement`,
        text: t`Losses within ${replacementDays} days, up to ${replacementCap}.`,
      },
      { icon: 'search', title: t`Fast review`, text: t`Answers within ${reviewDays}.` },
      { icon: 'zap', title: t`Quick payout`, text: t`Processed in ${payout}.` },
    ],
    sections: [
      {
        title: t`Money-back guarantee`,
        body: [
          t`New subscriptions carry a ${days}-day money-back guarantee. If you are not satisfied, ask for a refund within ${days} days of your first payment.`,
        ],
      },
      {
        title: t`Subscription refunds`,
        body: [
          item(t`First month: a full refund when requested within ${days} days.`),
          item(t`Later months: a prorated refund for the unused part of the current billing period.`),
          t`Monthly plans currently start at ${cheapest} per month.`,
        ],
      },
      {
        title: t`One-time services`,
        body: [
          item(t`A full refund within ${fullRefundHours} hours of purchase.`),
          item(t`A 50% refund within ${halfRefundHours} hours of purchase.`),
          item(t`No refund once delivery has started.`),
        ],
      },
      {
        title: t`Follower replacement`,
        body: [
          t`If followers or subscribers we delivered are lost within ${replacementDays} days, we replace them free of charge, up to ${replacementCap} of the order.`,
        ],
      },
      {
        title: t`Non-refundable cases`,
        body: [
          t`We cannot refund services that were delivered as ordered after the periods above, accounts that were made private, renamed or removed during delivery, or orders that broke our Terms of Service.`,
        ],
      },
      {
        title: t`How to request a refund`,
        body: [
          t`Write to ${supportEmail} or use the contact form with your account email, the order or plan, and the reason. Your account manager can help too.`,
        ],
      },
      {
        title: t`Review`,
        body: [t`We review every request and answer within ${reviewDays}.`],
      },
      {
        title: t`Processing times`,
        body: [
          t`Once approved, refunds go back to the original payment method:`,
          ...p.processing.map((row) => `- ${row.method}: ${row.time}.`),
        ],
      },
      {
        title: t`Cancellation`,
        body: [
          t`You can cancel a subscription at any time from your dashboard. It stays active until the end of the paid period, and no further charges are made.`,
        ],
      },
      {
        title: t`Chargebacks`,
        body: [
          t`Please contact us before opening a dispute with your bank; we can almost always solve the problem faster. Accounts with open chargebacks may be paused.`,
        ],
      },
      {
        title: t`Changes and contact`,
        body: [
          t`We may update this policy; the version in force when you paid applies to that payment. Questions: ${supportEmail}.`,
        ],
      },
    ],
    cta: {
      title: t`Need help with a refund?`,
      text: t`Tell us what went wrong; we answer quickly.`,
      links: [
        { to: paths.contact, label: t`Contact support` },
        { to: paths.auth, label: t`Go to your account` },
      ],
    },
  };
};
