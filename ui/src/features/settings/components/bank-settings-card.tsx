import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input, Textarea } from '@/components/input';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api';
import { ADDITIONAL_INFO_MAX, IBAN_MAX, SWIFT_MAX } from '@/lib/constants';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useBankSettings, type BankSettings } from '../api/get-bank-settings';
import { useSaveBankSettings, type BankSettingsInput } from '../api/save-bank-settings';
import { SETTINGS_TEXT } from '../settings-text';

function toForm(saved: BankSettings | undefined): BankSettingsInput {
  return {
    admin_full_name: saved?.admin_full_name ?? '',
    iban: saved?.iban ?? '',
    bank_name: saved?.bank_name ?? '',
    swift_code: saved?.swift_code ?? '',
    additional_info: saved?.additional_info ?? '',
  };
}

export function BankSettingsCard() {
  const settings = useBankSettings();
  return (
    <Card
      title="Bank account details"
      description="Shown to clients who pay by bank transfer."
      actions={
        settings.data && (
          <Badge tone={settings.data.configured ? 'success' : 'warning'}>
            {settings.data.configured ? 'Configured' : 'Not configured'}
          </Badge>
        )
      }
    >
      {settings.isPending ? (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner className="size-6" label="Loading..." />
        </div>
      ) : (
        <>
          {settings.isError && (
            <Alert tone="error" className="mb-5">
              {settings.error.message}
            </Alert>
          )}
          <BankSettingsForm initial={settings.data} />
        </>
      )}
    </Card>
  );
}

function BankSettingsForm({ initial }: { initial: BankSettings | undefined }) {
  const save = useSaveBankSettings();
  const success = useTimedMessage();
  const [form, setForm] = useState<BankSettingsInput>(() => toForm(initial));
  const [error, setError] = useState<ApiError | string | null>(null);

  const set = (field: keyof BankSettingsInput) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    success.clear();
    if (!form.admin_full_name.trim() || !form.iban.trim()) {
      setError('Account holder name and IBAN are required');
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...form,
        admin_full_name: form.admin_full_name.trim(),
        iban: form.iban.trim(),
      });
      // Show what the server stored, which may be normalised (spaces in an IBAN, for instance).
      setForm(toForm(saved));
      success.show(SETTINGS_TEXT.bankUpdated);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : SETTINGS_TEXT.bankFailed);
    }
  }

  const apiError = error instanceof ApiError ? error : null;
  const errorText = typeof error === 'string' ? error : error && (error.serverMessage || SETTINGS_TEXT.bankFailed);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Input
        label="Account holder full name"
        required
        value={form.admin_full_name}
        onChange={(e) => set('admin_full_name')(e.target.value)}
        error={apiError?.fieldError('admin_full_name')}
      />
      <Input
        label="IBAN"
        required
        maxLength={IBAN_MAX}
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono uppercase"
        hint={SETTINGS_TEXT.ibanHint}
        value={form.iban}
        onChange={(e) => set('iban')(e.target.value.toUpperCase())}
        error={apiError?.fieldError('iban')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Bank name"
          optional
          value={form.bank_name}
          onChange={(e) => set('bank_name')(e.target.value)}
          error={apiError?.fieldError('bank_name')}
        />
        <Input
          label="SWIFT/BIC"
          optional
          maxLength={SWIFT_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase"
          value={form.swift_code}
          onChange={(e) => set('swift_code')(e.target.value.toUpperCase())}
          error={apiError?.fieldError('swift_code')}
        />
      </div>
      <Textarea
        label="Additional instructions"
        optional
        rows={3}
        maxLength={ADDITIONAL_INFO_MAX}
        value={form.additional_info}
        onChange={(e) => set('additional_info')(e.target.value)}
        error={apiError?.fieldError('additional_info')}
        trailing={
          <span className="text-xs text-slate-500">
            {form.additional_info.length}/{ADDITIONAL_INFO_MAX}
          </span>
        }
      />
      {errorText && <Alert tone="error">{errorText}</Alert>}
      {success.message && <Alert tone="success">{success.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save bank details
        </Button>
      </div>
    </form>
  );
}
