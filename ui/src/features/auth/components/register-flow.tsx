import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RESEND_COOLDOWN_S } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCountdown } from '@/lib/use-countdown';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useVerifyAndRegister } from '../api/verify-and-register';
import { AUTH_TEXT, registrationErrorMessage, sendCodeErrorMessage } from '../auth-errors';
import { RegisterStepCode } from './register-step-code';
import { RegisterStepDetails, type RegisterDetails } from './register-step-details';
import { RegisterStepPassword } from './register-step-password';

type Step = 1 | 2 | 3;
const STEP_NAMES: Record<Step, MessageDescriptor> = {
  1: msg`Your details`,
  2: msg`Choose a password`,
  3: msg`Verify your email`,
};

/** Spec 001 section 2.11: 1 basic info, 2 password, 3 emailed code; Back returns one step. */
export function RegisterFlow() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>(1);
  const [details, setDetails] = useState<RegisterDetails>({ name: '', email: '', company: '' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Going Back to fix the password must not send (and invalidate) a second code for the same address.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sendCode = useSendVerificationCode();
  const register = useVerifyAndRegister();
  const countdown = useCountdown();
  const { signIn } = useSession();
  const navigate = useNavigate();
  // A double click on 'Verify and create account' must not register twice (or burn the code on a second try).
  const once = useSingleFlight();

  function goTo(next: Step) {
    setError(null);
    setStep(next);
  }

  async function onPasswordChosen() {
    setError(null);
    if (codeSentTo === details.email) {
      goTo(3);
      return;
    }
    try {
      const response = await sendCode.mutateAsync({ email: details.email, name: details.name });
      countdown.start(response?.resend_after ?? RESEND_COOLDOWN_S);
      setCodeSentTo(details.email);
      goTo(3);
    } catch (caught) {
      setError(sendCodeErrorMessage(caught));
    }
  }

  async function onCodeEntered(code: string) {
    setError(null);
    try {
      const response = await register.mutateAsync({ ...details, password, verification_code: code });
      if (!response?.user || !response.token) {
        setError(t(AUTH_TEXT.invalidRegistrationResponse));
        return;
      }
      signIn(response.token, response.user);
      navigate(paths.dashboard, { replace: true });
    } catch (caught) {
      setError(registrationErrorMessage(caught));
    }
  }

  return (
    <div>
      <ol className="mb-6 flex items-center gap-2" aria-label={t`Registration progress`}>
        {([1, 2, 3] as const).map((value) => (
          <li
            key={value}
            aria-current={value === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${value <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
          >
            <span className="sr-only">
              {value < step ? (
                <Trans>
                  Step {value}: {t(STEP_NAMES[value])} (done)
                </Trans>
              ) : (
                <Trans>
                  Step {value}: {t(STEP_NAMES[value])}
                </Trans>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="mb-4 text-sm font-medium text-slate-500">
        <Trans>
          Step {step} of 3 · <span className="text-slate-900">{t(STEP_NAMES[step])}</span>
        </Trans>
      </p>

      {step === 1 && (
        <RegisterStepDetails
          initial={details}
          onNext={(next) => {
            setDetails(next);
            goTo(2);
          }}
        />
      )}
      {step === 2 && (
        <RegisterStepPassword
          initial={password}
          error={error}
          pending={sendCode.isPending}
          onBack={() => goTo(1)}
          onNext={(next) => {
            setPassword(next);
            once(onPasswordChosen, 'send-code');
          }}
        />
      )}
      {step === 3 && (
        <RegisterStepCode
          email={details.email}
          name={details.name}
          error={error}
          pending={register.isPending}
          resendIn={countdown.remaining}
          onResent={(seconds) => countdown.start(seconds)}
          onBack={() => goTo(2)}
          onSubmit={(code) => once(() => onCodeEntered(code), 'register')}
        />
      )}
    </div>
  );
}
