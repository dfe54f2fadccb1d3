import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetBranding } from '@/lib/branding';
import type { Branding } from '@/lib/branding-types';
import type { Schemas } from '@/lib/types';
import { deleteApi, getApi, patchApi, postApi } from '@/lib/typed-api';

/** Settings › Public site: the branding document in force, who saved it last and its `version`. */
export type SiteSettings = Omit<Schemas['SiteSettings'], 'document'> & { document: Branding };

export const siteSettingsKey = ['site-settings'] as const;

/**
 * The OpenAPI document types `document` as free-form JSON (`Record<string, never>`); the server checks it as a
 * branding file both ways, so this is the one place the UI names its shape.
 */
const asSiteSettings = (saved: Schemas['SiteSettings']): SiteSettings => ({
  ...saved,
  document: saved.document as unknown as Branding,
});
const asDocument = (document: Omit<Branding, 'plans'>) => document as unknown as Schemas['SiteSettings']['document'];

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    queryFn: () => getApi('/admin/site/').then(asSiteSettings),
  });
}

/** Every change also puts the saved document in force on this page (the server serves it to new visits). */
function useSiteMutation<A>(call: (arg: A) => Promise<Schemas['SiteSettings']>) {
  const queryClient = useQueryClient();
  const setBranding = useSetBranding();
  return useMutation({
    mutationFn: (arg: A) => call(arg).then(asSiteSettings),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsKey, saved);
      setBranding(saved.document);
    },
  });
}

export function useSaveSite() {
  // Without the plans: the site lists the billing plans, which the Plans card edits.
  return useSiteMutation((input: { document: Omit<Branding, 'plans'>; version: number }) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    patchApi('/admin/site/', { body: { ...input, document: asDocument(input.document) } }),
  );
}

export function useUploadLogo() {
  return useSiteMutation((file: File) => {
    const form = new FormData();
    form.append('logo', file);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    return postApi('/admin/site/logo/', { body: form });
  });
}

export function useRemoveLogo() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return useSiteMutation(() => deleteApi('/admin/site/logo/'));
}

export function useResetSite() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return useSiteMutation(() => deleteApi('/admin/site/'));
}
