// Spec 001 section 9: hero carousel 5 s; the contact banner uses SUCCESS_MESSAGE_MS from lib/constants.
export const HERO_ROTATION_MS = 5_000;
export const TESTIMONIAL_ROTATION_MS = 7_000;
