import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { LegalBuilder } from './legal-types';

export const refundPolicy: LegalBuilder = ({ agency, contact, policies: p, plans }) => ({
  title: 'Refund Policy',
  description: `${agency.name} refund policy: ${p.money_back_days}-day money-back guarantee on new subscriptions, prorated refunds and follower replacement.`,
  intro: `We want you to be happy with our work. This policy explains when ${agency.legal_name} refunds subscriptions and one-time services, and how to ask for a refund.`,
  highlights: [
    { icon: 'refresh', title: `${p.money_back_days}-day guarantee`, text: 'Full refund on new subscriptions.' },
    {
      icon: 'users',
      title: 'Follower replacement',
      text: `Losses within ${p.replacement_days} days, up to ${p.replacement_cap}.`,
    },
    { icon: 'search', title: 'Fast review', text: `Answers within ${p.review_days}.` },
    { icon: 'zap', title: 'Quick payout', text: `Processed in ${p.processing[0]?.time ?? '5-7 business days'}.` },
  ],
  sections: [
    {
      title: 'Money-back guarantee',
      body: [
        `New subscriptions carry a ${p.money_back_days}-day money-back guarantee. If you are not satisfied, ask for a refund within ${p.money_back_days} days of your first payment.`,
      ],
    },
    {
      title: 'Subscription refunds',
      body: [
        `- First month: a full refund when requested within ${p.money_back_days} days.`,
        '- Later months: a prorated refund for the unused part of the current billing period.',
        `Monthly plans currently start at ${formatCurrency(Math.min(...plans.map((plan) => plan.price)))} per month.`,
      ],
    },
    {
      title: 'One-time services',
      body: [
        `- A full refund within ${p.one_time_full_refund_hours} hours of purchase.`,
        `- A 50% refund within ${p.one_time_half_refund_hours} hours of purchase.`,
        '- No refund once delivery has started.',
      ],
    },
    {
      title: 'Follower replacement',
      body: [
        `If followers or subscribers we delivered are lost within ${p.replacement_days} days, we replace them free of charge, up to ${p.replacement_cap} of the order.`,
      ],
    },
    {
      title: 'Non-refundable cases',
      body: [
        'We cannot refund services that were delivered as ordered after the periods above, accounts that were made private, renamed or removed during delivery, or orders that broke our Terms of Service.',
      ],
    },
    {
      title: 'How to request a refund',
      body: [
        `Write to ${contact.support_email} or use the contact form with your account email, the order or plan, and the reason. Your account manager can help too.`,
      ],
    },
    {
      title: 'Review',
      body: [`We review every request and answer within ${p.review_days}.`],
    },
    {
      title: 'Processing times',
      body: [
        'Once approved, refunds go back to the original payment method:',
        ...p.processing.map((row) => `- ${row.method}: ${row.time}.`),
      ],
    },
    {
      title: 'Cancellation',
      body: [
        'You can cancel a subscription at any time from your dashboard. It stays active until the end of the paid period, and no further charges are made.',
      ],
    },
    {
      title: 'Chargebacks',
      body: [
        'Please contact us before opening a dispute with your bank; we can almost always solve the problem faster. Accounts with open chargebacks may be paused.',
      ],
    },
    {
      title: 'Changes and contact',
      body: [
        `We may update this policy; the version in force when you paid applies to that payment. Questions: ${contact.support_email}.`,
      ],
    },
  ],
  cta: {
    title: 'Need help with a refund?',
    text: 'Tell us what went wrong; we answer quickly.',
    links: [
      { to: paths.contact, label: 'Contact support' },
      { to: paths.auth, label: 'Go to your account' },
    ],
  },
});
