import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStorage } from '@/lib/storage-query';
import { messageContent } from '../attachment';
import { withMessage, type ThreadData } from '../thread';
import type { Message } from '../types';
import { messageKeys } from './message-keys';
import { uploadFile } from './upload-file';
import { postApi } from '@/lib/typed-api';

export interface SendInput {
  /** The conversation: the client's id. */
  clientId: number;
  text: string;
  file: File | null;
}

/**
 * Uploads the attachment first, then sends the text with the file's name noted in it (spec 001 section 5):
 * an admin to the client (send-to-client), a client to the agency (send-to-admin).
 */
export async function sendMessage(input: SendInput, asAdmin: boolean): Promise<Message> {
  const attachment = input.file ? (await uploadFile(input.file, asAdmin ? input.clientId : null)).id : undefined;
  const content = messageContent(input.text, input.file?.name ?? null);
  return asAdmin
    ? postApi('/messages/send-to-client/' as const, { body: { client_id: input.clientId, content, attachment } })
    : postApi('/messages/send-to-admin/' as const, { body: { content, attachment } });
}

export function useSendMessage(asAdmin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(input, asAdmin),
    onSuccess: (message, { clientId }) => {
      // Shown at once; the stream's copy of the same message is dropped by id.
      queryClient.setQueryData<ThreadData>(messageKeys.thread(clientId), (data) => withMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
    // A file sent, or refused for the quota: the storage figure is worth reading again.
    onSettled: (_message, _error, { file }) => {
      if (file) invalidateStorage(queryClient);
    },
  });
}
