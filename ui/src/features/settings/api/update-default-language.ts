import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n';
import { putApi } from '@/lib/typed-api';
import { languagesKey, type Languages } from './get-languages';

/** PUT /admin/languages/ (owners; anyone else gets 403): the language a reader who has not chosen reads. */
export function updateDefaultLanguage(language: Locale): Promise<Languages> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return putApi('/admin/languages/', { body: { default_language: language } });
}

/** The answer is the new state: it replaces the cached one. */
export function useUpdateDefaultLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultLanguage,
    onSuccess: (saved) => queryClient.setQueryData(languagesKey, saved),
  });
}
