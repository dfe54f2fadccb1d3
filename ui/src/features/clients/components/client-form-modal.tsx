import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/button';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Select } from '@/components/input';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { useBillingPlans, type Plan } from '@/lib/billing-plans';
import { formatMoney } from '@/lib/money';
import { amountStep, withCurrency } from '@/lib/money-input';
import { useEditForm } from '@/lib/use-edit-form';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import {
  CLIENT_FIELD_LABELS,
  emptyClientForm,
  feeAfterPackageChange,
  formFromClient,
  showClientValue,
  toClientInput,
  validateClientForm,
  type ClientFormValues,
} from '../client-form';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, statusLabel, type Client, type ClientPackage } from '../types';
import { ClientTaxFields } from './client-tax-fields';
import { PlatformCheckboxes } from './platform-checkboxes';

interface Props {
  /** Edit this client; without one the form adds a new client. */
  client?: Client;
  onClose: () => void;
  onSaved: (client: Client) => void;
}

/**
 * Mounted only while open, so every opening starts from the client's current values. The packages and
 * their prices are the billing plans, the same the client's Billing page offers.
 */
export function ClientFormModal(props: Props) {
  const { t } = useLingui();
  const plans = useBillingPlans();
  if (plans.data) return <ClientForm {...props} plans={plans.data} />;
  return (
    <Modal open onClose={props.onClose} title={props.client ? t`Edit Client` : t`Add New Client`} size="lg">
      <QueryState query={plans} loading={t`Loading the plans`} failed={t`Could not load the plans.`} size="panel">
        {() => null}
      </QueryState>
    </Modal>
  );
}

function ClientForm({ client, onClose, onSaved, plans }: Props & { plans: Plan[] }) {
  const { t } = useLingui();
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useEditForm({
    object: client,
    empty: emptyClientForm(plans),
    toValues: formFromClient,
    toInput: toClientInput,
    validate: validateClientForm,
    create: (input) => create.mutateAsync(input),
    update: (changes, version) => update.mutateAsync({ id: client!.id, ...changes, version }),
    labels: CLIENT_FIELD_LABELS,
    show: showClientValue,
    thing: t({ message: 'client', context: 'what failed' }),
    failed: client ? t`Failed to update client` : t`Failed to add client`,
    onSaved,
    onUnchanged: onClose,
  });
  const { values, errors, set, setValues } = form;
  const editing = client !== undefined;

  const planOption = (plan: string, price: string) =>
    t({ message: `${plan} (${price}/mo)`, comment: 'A plan and its monthly price, e.g. “Pro ($250.00/mo)”' });
  const field = (key: keyof ClientFormValues) => ({ error: errors[key], required: true });
  return (
    <Modal open onClose={onClose} title={editing ? t`Edit Client` : t`Add New Client`} size="lg">
      <form onSubmit={form.submit} noValidate className="space-y-5">
        <EditFormNotices form={form} error={form.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label={t`Name`} value={values.name} onChange={(e) => set('name', e.target.value)} {...field('name')} />
          <Input
            label={t`Email`}
            type="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            {...field('email')}
          />
          <Input
            label={t`Company`}
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
            {...field('company')}
          />
          <Input
            label={withCurrency(t`Monthly fee`)}
            type="number"
            min={0}
            step={amountStep()}
            value={values.monthly_fee}
            onChange={(e) => set('monthly_fee', e.target.value)}
            {...field('monthly_fee')}
          />
          <div>
            <Select
              label={t`Package`}
              error={errors.package}
              value={values.package}
              onChange={(e) => {
                const next = e.target.value as ClientFormValues['package'];
                setValues((current) => ({
                  ...current,
                  package: next,
                  monthly_fee: feeAfterPackageChange(current.monthly_fee, current.package, next, plans),
                }));
              }}
            >
              {/* Only a client who has no plan yet (registered alone) shows 'No plan'; nobody is moved to it. */}
              {client && !client.package && <option value="">{t`No plan`}</option>}
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id as ClientPackage}>
                  {planOption(plan.name, formatMoney(plan.price_cents))}
                </option>
              ))}
            </Select>
          </div>
          {editing && (
            <>
              <Select label={t`Status`} value={values.status} onChange={(e) => set('status', e.target.value as never)}>
                {CLIENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(CLIENT_STATUS_LABELS, status)}
                  </option>
                ))}
              </Select>
              <Input
                label={t`Next payment`}
                type="date"
                optional
                value={values.next_payment}
                onChange={(e) => set('next_payment', e.target.value)}
                error={errors.next_payment}
              />
              <Input
                label={t`Account manager`}
                optional
                value={values.account_manager}
                onChange={(e) => set('account_manager', e.target.value)}
                error={errors.account_manager}
              />
            </>
          )}
        </div>
        <PlatformCheckboxes value={values.platforms} onChange={(next) => set('platforms', next)} />
        {errors.platforms && <p className="text-sm text-red-600">{errors.platforms}</p>}
        <ClientTaxFields values={values} errors={errors} set={set} />
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.pending || create.isPending || update.isPending}>
            {editing ? <Trans>Save changes</Trans> : <Trans>Add Client</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
