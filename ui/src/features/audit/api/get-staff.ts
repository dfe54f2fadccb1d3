import { useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/typed-api';
import type { PersonOption } from '../audit-filters';
import { auditKeys } from './get-audit-log';

/** GET /team/ (admins): the agency's staff, named as the log names them, for the "Who" filter. */
export async function getStaff(signal?: AbortSignal): Promise<PersonOption[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  const staff = await getAllPages('/team/', { query: { page_size: 100 }, signal });
  return staff.map(({ id, name, email }) => ({ id, name: `${name} <${email}>` }));
}

/** Asked for only on the agency's side: the list is 403 for a client. */
export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: [...auditKeys.all, 'staff'],
    queryFn: ({ signal }) => getStaff(signal),
    enabled,
    staleTime: 60_000,
  });
}
