import { api } from '@/lib/api';

export const INQUIRY_TYPES = ['general', 'sales', 'technical', 'partnership', 'press'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export interface ContactInquiry {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  inquiry_type: InquiryType;
}

/** POST /api/contact/: 201 with a message; 422 names the bad fields; 429 after 5 an hour. */
export function sendContact(inquiry: ContactInquiry): Promise<{ message: string }> {
  const { company, ...rest } = inquiry;
  return api.post<{ message: string }>('/contact/', company.trim() ? inquiry : rest);
}
