import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../types';
import { overviewKeys } from './overview-keys';
import { postApi } from '@/lib/typed-api';

/** A client's message to the agency (POST /messages/send-to-admin/, the Messages screen's endpoint too). */
export function sendMessage(content: string): Promise<ChatMessage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/messages/send-to-admin/', { body: { content } });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  // The Messages screen picks the message up from the live stream, or refetches its thread when opened.
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKeys.messages() }),
  });
}
