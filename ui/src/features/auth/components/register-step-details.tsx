import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import type { RegisterInput } from '../api/verify-and-register';
import { AUTH_TEXT, EMAIL_PATTERN } from '../auth-errors';

/** The first step's fields of the sign-up body. */
export type RegisterDetails = Required<Pick<RegisterInput, 'name' | 'email' | 'company'>>;

interface Props {
  initial: RegisterDetails;
  onNext: (details: RegisterDetails) => void;
}

export function RegisterStepDetails({ initial, onNext }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [company, setCompany] = useState(initial.company);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const details = { name: name.trim(), email: email.trim(), company: company.trim() };
    if (!details.name || !details.email) {
      setError(t(AUTH_TEXT.nameEmailRequired));
      return;
    }
    if (!EMAIL_PATTERN.test(details.email)) {
      setError(t(AUTH_TEXT.invalidEmail));
      return;
    }
    setError(null);
    onNext(details);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Input
        label={t`Full name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Input
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Input
        label={t`Company`}
        name="company"
        optional
        autoComplete="organization"
        value={company}
        onChange={(e) => setCompany(e.target.value)}
      />
      <Button type="submit" size="lg" className="w-full">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
