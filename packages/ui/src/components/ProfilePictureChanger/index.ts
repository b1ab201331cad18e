export { ProfilePictureChanger, defaultProfilePictureChangerMessages } from './ProfilePictureChanger';
export type { ProfilePictureChangerMessages, ProfilePictureChangerProps } from './ProfilePictureChanger';
