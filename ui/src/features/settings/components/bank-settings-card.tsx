import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Textarea } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { ADDITIONAL_INFO_MAX, SWIFT_MAX } from '@/lib/constants';
import { useEditForm } from '@/lib/use-edit-form';
import { useFormattedInput } from '@/lib/use-formatted-input';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useBankSettings, type BankSettings } from '../api/get-bank-settings';
import { useSaveBankSettings, type BankSettingsInput } from '../api/save-bank-settings';
import { IBAN_DISPLAY_MAX, ibanElectronic, ibanError, ibanGroups, ibanHint, swiftFormat } from '@/lib/iban';
import { SETTINGS_TEXT } from '../settings-text';

function toForm(saved: BankSettings | undefined): BankSettingsInput {
  return {
    admin_full_name: saved?.admin_full_name ?? '',
    // Read in groups of four; stored and sent without spaces (ibanElectronic).
    iban: ibanGroups(saved?.iban ?? ''),
    bank_name: saved?.bank_name ?? '',
    swift_code: saved?.swift_code ?? '',
    additional_info: saved?.additional_info ?? '',
  };
}

export function BankSettingsCard() {
  const { t } = useLingui();
  const settings = useBankSettings();
  return (
    <Card
      title={t`Bank account details`}
      description={t`Shown to clients who pay by bank transfer.`}
      actions={
        settings.data && (
          <Badge tone={settings.data.configured ? 'success' : 'warning'}>
            {settings.data.configured ? t`Configured` : t`Not configured`}
          </Badge>
        )
      }
    >
      <QueryState
        query={settings}
        loading={t`Loading...`}
        failed={t`Could not load the bank details.`}
        // The form stays usable when the details could not be read, so they can still be set.
        error={(message) => (
          <>
            <Alert tone="error" className="mb-5">
              {message}
            </Alert>
            <BankSettingsForm initial={undefined} />
          </>
        )}
      >
        {(saved) => <BankSettingsForm initial={saved} />}
      </QueryState>
    </Card>
  );
}

function BankSettingsForm({ initial }: { initial: BankSettings | undefined }) {
  const { t } = useLingui();
  const save = useSaveBankSettings();
  const success = useTimedMessage();
  const [missing, setMissing] = useState<string | null>(null);
  // Until the first save there is nothing to be stale against: every field goes out, without a version.
  const form = useEditForm({
    object: initial?.configured ? initial : undefined,
    empty: toForm(initial),
    toValues: toForm,
    toInput: (values: BankSettingsInput) => ({
      ...values,
      admin_full_name: values.admin_full_name.trim(),
      iban: ibanElectronic(values.iban),
    }),
    validate: (values: BankSettingsInput) => {
      const iban = values.iban.trim() ? ibanError(values.iban) : undefined;
      return iban ? { iban } : {};
    },
    create: (input) => save.mutateAsync(input),
    // POST /admin/bank-settings/ replaces the whole record (fields left out are blanked), so every field
    // goes out; the version still refuses a save from a tab that loaded an older one.
    update: (_changes, version, input) => save.mutateAsync({ ...input, version }),
    labels: {
      admin_full_name: t`Account holder full name`,
      iban: t`IBAN`,
      bank_name: t`Bank name`,
      swift_code: t`SWIFT/BIC`,
      additional_info: t`Additional instructions`,
    },
    thing: t({ message: 'bank account', comment: 'Fills "Someone else changed this {thing} after you opened it."' }),
    failed: t(SETTINGS_TEXT.bankFailed),
    onSaved: () => success.show(t(SETTINGS_TEXT.bankUpdated)),
    onUnchanged: () => success.show(t(SETTINGS_TEXT.bankUpdated)),
  });
  const { values, errors } = form;
  const set = (field: keyof BankSettingsInput) => (value: string) => form.set(field, value);
  // Upper-cased and grouped as typed, with the caret kept where it was (typing mid-IBAN used to jump to the end).
  const ibanInput = useFormattedInput(values.iban, set('iban'), ibanGroups);
  const swiftInput = useFormattedInput(values.swift_code, set('swift_code'), swiftFormat);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(null);
    success.clear();
    if (!values.admin_full_name.trim() || !values.iban.trim()) {
      setMissing(t`Account holder name and IBAN are required`);
      return;
    }
    // What the server stored (an IBAN without spaces, for instance) replaces the form after the save.
    form.submit();
  }

  const errorText = missing ?? form.formError;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Input
        label={t`Account holder full name`}
        required
        value={values.admin_full_name}
        onChange={(e) => set('admin_full_name')(e.target.value)}
        error={errors.admin_full_name}
      />
      <Input
        label={t`IBAN`}
        required
        maxLength={IBAN_DISPLAY_MAX}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={ibanHint(values.iban)}
        {...ibanInput}
        error={errors.iban}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t`Bank name`}
          optional
          value={values.bank_name}
          onChange={(e) => set('bank_name')(e.target.value)}
          error={errors.bank_name}
        />
        <Input
          label={t`SWIFT/BIC`}
          optional
          maxLength={SWIFT_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          {...swiftInput}
          error={errors.swift_code}
        />
      </div>
      <Textarea
        label={t`Additional instructions`}
        optional
        rows={3}
        maxLength={ADDITIONAL_INFO_MAX}
        value={values.additional_info}
        onChange={(e) => set('additional_info')(e.target.value)}
        error={errors.additional_info}
        trailing={
          <span className="text-xs text-slate-500">
            {values.additional_info.length}/{ADDITIONAL_INFO_MAX}
          </span>
        }
      />
      <EditFormNotices form={form} error={errorText} />
      {success.message && <Alert tone="success">{success.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={form.pending || save.isPending}>
          <Trans>Save bank details</Trans>
        </Button>
      </div>
    </form>
  );
}
