import { allValues, type Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type InquiryType = Schemas['InquiryType'];

/** The form always picks a type and sends a company only when one was typed. */
export type ContactInquiry = Required<Omit<Schemas['ContactBody'], 'inquiry_type'>> & { inquiry_type: InquiryType };

export const INQUIRY_TYPES = allValues<InquiryType>()(['general', 'sales', 'technical', 'partnership', 'press']);

/** POST /api/contact/: 201 with a message; 422 names the bad fields; 429 after 5 an hour. */
export function sendContact(inquiry: ContactInquiry): Promise<Schemas['Message']> {
  const { company, ...rest } = inquiry;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return postApi('/contact/', { body: company.trim() ? inquiry : rest });
}
