// Texts from spec 000 sections 5 and 8.
export const SETTINGS_TEXT = {
  imageTooLarge: 'Image size must be less than 5MB',
  imageWrongType: 'Please choose a JPG, PNG or GIF image',
  emailReadOnly: 'Email cannot be changed',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  passwordsMismatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password',
  bankUpdated: 'Bank account details updated successfully!',
  bankFailed: 'Failed to update bank settings',
  deletePhraseMismatch: 'Please type "DELETE MY ACCOUNT" exactly to confirm',
  deleteStarted: 'Account deletion initiated. You will be logged out.',
  deleteFailed: 'Failed to delete account. Please contact support.',
} as const;
