import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { ATTACHMENT_ACCEPT, attachmentProblem, canSend, formatFileSize, messageContent } from '../../attachment';
import { MESSAGE_MAX } from '../../types';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  /** Resolves true when sent, so the composer clears; false keeps text and file for another try. */
  onSend: (text: string, file: File | null) => Promise<boolean>;
  sending: boolean;
  /** The send failure to show, if any. */
  error: string | null;
  placeholder: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line (spec 000 and 001), nothing is sent while the text
 * is empty after trimming and no file is attached. One attachment, checked here before any upload.
 */
export function Composer({ text, onTextChange, onSend, sending, error, placeholder, textareaRef, disabled }: Props) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<MessageDescriptor | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const tooLong = messageContent(text, file?.name ?? null).length > MESSAGE_MAX;
  const ready = canSend(text, file !== null) && !tooLong && !sending && !disabled;

  function submit() {
    if (!ready) return;
    void onSend(text, file).then((sent) => {
      if (!sent) return;
      setFile(null);
      setFileError(null);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // isComposing: Enter that confirms an input-method candidate (Chinese, Japanese) must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onPick(chosen: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    const problem = attachmentProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  }

  const problem =
    (fileError && t(fileError)) ?? error ?? (tooLong ? t`Messages can be at most ${MESSAGE_MAX} characters.` : null);
  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {file && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset">
          <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <bdi className="min-w-0 flex-1 truncate" title={file.name}>
            {file.name}
          </bdi>
          <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size)}</span>
          <button
            type="button"
            onClick={() => setFile(null)}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-200"
            aria-label={t`Remove attachment ${file.name}`}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          id={`${id}-file`}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          // Opened by the paperclip button; hidden so the page has one control for it, not two.
          className="hidden"
          onChange={(event) => onPick(event.target.files?.[0])}
        />
        <Button
          variant="ghost"
          className="px-2.5"
          onClick={() => picker.current?.click()}
          disabled={disabled || sending}
          aria-label={t`Attach a file`}
          title={t`Attach a file (images, PDF, DOC, DOCX, TXT; up to 10MB)`}
          icon={<Paperclip className="size-5" aria-hidden="true" />}
        />
        <label htmlFor={`${id}-text`} className="sr-only">
          <Trans context="noun">Message</Trans>
        </label>
        <textarea
          ref={textareaRef}
          id={`${id}-text`}
          dir="auto"
          rows={1}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          // No maxLength: a pasted text over the limit is said (below), not cut silently.
          className={cn(
            'block max-h-40 min-h-10 flex-1 resize-none rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset',
            'field-sizing-content placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50',
          )}
        />
        <Button type="submit" disabled={!ready} loading={sending} icon={<Send className="size-4" aria-hidden="true" />}>
          <span className="sr-only sm:not-sr-only">
            <Trans>Send</Trans>
          </span>
        </Button>
      </div>
      <p className="mt-1.5 hidden text-xs text-slate-500 sm:block">
        <Trans>Enter to send, Shift+Enter for a new line.</Trans>
      </p>
    </form>
  );
}
