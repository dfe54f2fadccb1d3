import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input, Select, Textarea } from '@/components/input';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { INQUIRY_TYPES, sendContact, type ContactInquiry } from '../../api/send-contact';

const EMPTY: ContactInquiry = { name: '', email: '', company: '', subject: '', message: '', inquiry_type: 'general' };
const SUCCESS = msg`Message sent successfully! We'll respond within 24 hours.`;

const typeLabels: Record<ContactInquiry['inquiry_type'], MessageDescriptor> = {
  general: msg`General inquiry`,
  sales: msg`Sales`,
  technical: msg`Technical support`,
  partnership: msg`Partnership`,
  press: msg`Media and press`,
};

/**
 * The contact form: posts to /api/contact/, shows field errors, a 3-second banner under Send Message, then
 * starts empty.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactInquiry>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactInquiry, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const banner = useTimedMessage();
  const hydrated = useHydrated();

  const field = (name: keyof ContactInquiry) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submitOnce = useSubmitOnce(submit);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    setErrors({});
    try {
      const answer = await sendContact(values);
      setValues(EMPTY);
      banner.show(answer?.message || i18n._(SUCCESS));
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) {
        const next: Partial<Record<keyof ContactInquiry, string>> = {};
        for (const key of Object.keys(EMPTY) as Array<keyof ContactInquiry>) next[key] = error.fieldError(key);
        setErrors(next);
        setFailure(t`Please check the highlighted fields.`);
      } else {
        setFailure(errorMessage(error, t`Failed to send message. Please try again.`));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submitOnce}>
      {/* Disabled until the app takes over the server's HTML of the page: typing into it before then would
          not reach the form's state (useHydrated). */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label={t`Full Name`} required maxLength={200} autoComplete="name" {...field('name')} />
          <Input label={t`Email Address`} type="email" required autoComplete="email" {...field('email')} />
          <Input label={t`Company`} optional maxLength={200} autoComplete="organization" {...field('company')} />
          <Select
            label={t`Inquiry Type`}
            name="inquiry_type"
            value={values.inquiry_type}
            onChange={(event) =>
              setValues((v) => ({ ...v, inquiry_type: event.target.value as ContactInquiry['inquiry_type'] }))
            }
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(typeLabels[type])}
              </option>
            ))}
          </Select>
        </div>
        <Input label={t`Subject`} required maxLength={200} {...field('subject')} />
        <Textarea label={t`Message`} required rows={5} maxLength={5000} {...field('message')} />
        {/* Disabled by its own attribute as well: tools (and axe) that miss the fieldset's see it as disabled. */}
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated}
          loading={sending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          <Trans>Send Message</Trans>
        </Button>
        {/* Under the button just pressed (on a phone the top of the form is a screen away), scrolled into view. */}
        {(banner.message || failure) && (
          <div key={banner.message ?? failure} ref={(node) => node?.scrollIntoView({ block: 'nearest' })}>
            {banner.message && <Alert tone="success">{banner.message}</Alert>}
            {failure && <Alert tone="error">{failure}</Alert>}
          </div>
        )}
      </fieldset>
    </form>
  );
}
