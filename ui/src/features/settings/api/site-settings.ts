import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSetBranding } from '@/lib/branding';
import type { Branding } from '@/lib/branding-types';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** Settings › Public site: the branding document in force, who saved it last and its `version`. */
export type SiteSettings = Omit<Schemas['SiteSettings'], 'document'> & { document: Branding };

export const siteSettingsKey = ['site-settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: async (): Promise<SiteSettings> => {
      const saved = await getApi('/admin/site/');
      // The OpenAPI document types `document` as free-form JSON; the server has checked it as a branding file.
      return { ...saved, document: saved.document as unknown as Branding };
    },
  });
}

/** Every change also puts the saved document in force on this page (the server serves it to new visits). */
function useSiteMutation<A>(call: (arg: A) => Promise<SiteSettings>) {
  const queryClient = useQueryClient();
  const setBranding = useSetBranding();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsKey, saved);
      setBranding(saved.document);
    },
  });
}

export function useSaveSite() {
  // Without the plans: the site lists the billing plans, which the Plans card edits.
  return useSiteMutation((input: { document: Omit<Branding, 'plans'>; version: number }) =>
    api.patch<SiteSettings>('/admin/site/', input),
  );
}

export function useUploadLogo() {
  return useSiteMutation((file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.post<SiteSettings>('/admin/site/logo/', form);
  });
}

export function useRemoveLogo() {
  return useSiteMutation(() => api.delete<SiteSettings>('/admin/site/logo/'));
}

export function useResetSite() {
  return useSiteMutation(() => api.delete<SiteSettings>('/admin/site/'));
}
