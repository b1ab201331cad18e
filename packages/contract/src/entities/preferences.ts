import Type, { type Static } from 'typebox';

/** Contact preferences (dashboard "Contact Preferences"). */
export const ContactPreferences = Type.Object({
  bonusClubSms: Type.Boolean(),
  bonusClubEmail: Type.Boolean(),
  winNotificationsEmail: Type.Boolean(),
  regionalAnnouncementsEmail: Type.Boolean(),
});
export type ContactPreferences = Static<typeof ContactPreferences>;

/** Notification preferences (dashboard "Notification"). */
export const NotificationPreferences = Type.Object({
  announcements: Type.Boolean(),
  feedbackRequests: Type.Boolean(),
  billingAndAccount: Type.Literal(true, {
    readOnly: true,
    description: 'Billing and account notices are legally obligated: always true, not writable.',
  }),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/** A player's contact and notification preferences. New players: all contact false, notifications true. */
export const Preferences = Type.Object(
  {
    contact: ContactPreferences,
    notifications: NotificationPreferences,
  },
  { title: 'Preferences' },
);
export type Preferences = Static<typeof Preferences>;

/** A change of preferences: fields left out keep their value; billingAndAccount is not writable. */
export const PreferencesUpdate = Type.Object({
  contact: Type.Optional(Type.Partial(ContactPreferences)),
  notifications: Type.Optional(
    Type.Partial(
      Type.Object({
        announcements: Type.Boolean(),
        feedbackRequests: Type.Boolean(),
      }),
    ),
  ),
});
export type PreferencesUpdate = Static<typeof PreferencesUpdate>;
