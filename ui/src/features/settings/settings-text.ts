// Texts from spec 000 sections 5 and 8, as message descriptors: rendered with useLingui's t() in the reader's language.
import { msg } from '@lingui/core/macro';

export const SETTINGS_TEXT = {
  imageTooLarge: msg`Image size must be less than 5MB`,
  imageWrongType: msg`Please choose a JPG, PNG or GIF image`,
  emailReadOnly: msg`Email cannot be changed`,
  profileUpdated: msg`Profile updated successfully!`,
  profileFailed: msg`Failed to update profile`,
  passwordsMismatch: msg`New passwords do not match`,
  passwordTooShort: msg`Password must be at least 8 characters long`,
  passwordChanged: msg`Password changed successfully!`,
  passwordFailed: msg`Failed to change password`,
  bankUpdated: msg`Bank account details updated successfully!`,
  bankFailed: msg`Failed to update bank settings`,
  deletePhraseMismatch: msg`Please type "DELETE MY ACCOUNT" exactly to confirm`,
  deleteStarted: msg`Account deletion initiated. You will be logged out.`,
  deleteFailed: msg`Failed to delete account. Please contact support.`,
} as const;
