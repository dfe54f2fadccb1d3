import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Textarea } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { useBillingPlans, type Plan } from '@/lib/billing-plans';
import { formatCents } from '@/lib/money';
import { amountStep, withCurrency } from '@/lib/money-input';
import { useEditForm, type Versioned } from '@/lib/use-edit-form';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useUpdatePlan } from '../api/update-plan';
import { planToForm, toPlanInput, validatePlanForm, type PlanFormValues, type PlanInput } from '../plan-form';

/** The plans clients subscribe to by bank transfer: their names, monthly prices and features. */
export function PlansCard() {
  const { t } = useLingui();
  const plans = useBillingPlans();
  return (
    <Card
      title={t`Plans`}
      description={t`What clients can subscribe to, and the plans your public site lists. A change shows on the site at once and applies to new subscriptions; active ones keep their price.`}
    >
      <QueryState query={plans} size="panel" loading={t`Loading plans`} failed={t`Could not load the plans.`}>
        {(list) => (
          <div className="divide-y divide-slate-100">
            {list.map((plan) => (
              <PlanForm key={plan.id} plan={plan} />
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function PlanForm({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const update = useUpdatePlan();
  const saved = useTimedMessage();
  // Plans carry no version, so the form's stale-save check has nothing to compare and stays quiet.
  const form = useEditForm<Plan & Versioned, PlanFormValues, PlanInput>({
    object: plan,
    empty: planToForm(plan),
    toValues: planToForm,
    toInput: toPlanInput,
    validate: validatePlanForm,
    update: (changes) => update.mutateAsync({ id: plan.id, ...changes }),
    // The price label names the agency's currency; read when the form renders, after the start's answer.
    labels: {
      name: t`Name`,
      price: withCurrency(t`Price per month`),
      features: t`Features`,
      recommended: t`Recommended`,
    },
    thing: t({ message: 'plan', comment: 'Fills "Someone else changed this {thing} after you opened it."' }),
    failed: t`Failed to update the plan`,
    onSaved: (next) => saved.show(t`${next.name} saved.`),
    onUnchanged: () => saved.show(t`Nothing to save: no changes.`),
  });
  const { values, errors } = form;
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) => form.set(key, value);

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={t`${plan.name} plan`}
      className="space-y-4 py-5 first:pt-0 last:pb-0"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{plan.name}</h3>
        <span className="text-sm text-slate-500">
          <Trans>{formatCents(plan.price_cents)}/mo</Trans>
        </span>
        {plan.recommended && (
          <Badge tone="brand">
            <Trans>Recommended</Trans>
          </Badge>
        )}
      </div>
      <EditFormNotices form={form} error={form.formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input label={t`Name`} value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <Input
          label={withCurrency(t`Price per month`)}
          type="number"
          inputMode="decimal"
          min={amountStep()}
          step={amountStep()}
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
        />
      </div>
      <Textarea
        label={t`Features`}
        hint={t`One per line, shown as the plan's list.`}
        rows={4}
        value={values.features}
        onChange={(e) => set('features', e.target.value)}
        error={errors.features}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={values.recommended}
            onChange={(e) => set('recommended', e.target.checked)}
          />
          <Trans>Recommended (highlighted; only one plan can be)</Trans>
        </label>
        <Button type="submit" variant="secondary" loading={form.pending}>
          <Trans>Save {plan.name}</Trans>
        </Button>
      </div>
      {saved.message && <Alert tone="success">{saved.message}</Alert>}
    </form>
  );
}
