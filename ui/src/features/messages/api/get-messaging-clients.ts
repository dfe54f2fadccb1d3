import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasUser, type MessagingClient } from '../conversation-filter';
import { messageKeys } from './message-keys';
import { getAllPages } from '@/lib/typed-api';

/** Every client that has a portal user (GET /clients/, up to the paging helper's limit), by name. */
export async function getMessagingClients(signal?: AbortSignal): Promise<MessagingClient[]> {
  const clients = await getAllPages('/clients/' as const, { query: { page_size: 100 }, signal });
  return clients
    .filter(hasUser)
    .map(({ id, name, company, email, user_id, user_email, user_avatar }) => ({
      id,
      name,
      company,
      email,
      user_id,
      user_email,
      user_avatar,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function messagingClientsOptions() {
  return queryOptions({ queryKey: messageKeys.clients(), queryFn: ({ signal }) => getMessagingClients(signal) });
}

/** For the 'Start New Conversation' dialog; fetched only while it is open. */
export function useMessagingClients(enabled: boolean) {
  return useQuery({ ...messagingClientsOptions(), enabled });
}
