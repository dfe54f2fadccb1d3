import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ChatMessage } from '../types';
import { overviewKeys } from './overview-keys';

/** A client's message to the agency (POST /messages/send-to-admin/, the Messages screen's endpoint too). */
export function sendMessage(content: string): Promise<ChatMessage> {
  return api.post<ChatMessage>('/messages/send-to-admin/', { content });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  // The Messages screen picks the message up from the live stream, or refetches its thread when opened.
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKeys.messages() }),
  });
}
