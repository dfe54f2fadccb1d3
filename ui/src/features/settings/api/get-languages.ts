import { apiQuery } from '@/lib/api-query';
import { getLanguages } from '@/lib/agency-language';

export type { Languages } from '@/lib/agency-language';

export const languagesKey = ['languages'] as const;

/** GET /languages/ (public): the agency's default language and the languages offered. */
export const useLanguages = apiQuery(() => languagesKey, getLanguages);
