/**
 * The back office's texts (apps/backoffice, issue 30), by message code, in English only: the
 * operator's staff work in one language (the operator's), while players choose theirs, so these
 * codes have no German or Spanish entry and are not seeded into the platform's `locale_texts`
 * (nothing a player sees). They live here, in the one catalogue home, so the app shows them as
 * the site shows its own: i18next with whole-string keys and `{{name}}` placeholders. A refusal
 * the platform sends with a `messageCode` of the players' catalogue (`validation.*`, ...) is looked
 * up there; the app loads both.
 *
 * Every code is used by apps/backoffice/src (backoffice.test.ts); codes built from a prefix are
 * listed there.
 */
export const backofficeEnGB = {
  // The app
  'bo.appName': 'Back office',
  'bo.pageTitle': '{{title}} · Back office',
  'bo.loading': 'Loading…',
  'bo.skipToContent': 'Skip to content',
  'bo.unexpectedError': 'Something went wrong. Try again.',
  'bo.notFound.title': 'Page not found',
  'bo.notFound.text': 'There is no page at this address in the back office.',
  'bo.notFound.home': 'Go to the start page',

  // Navigation
  'bo.nav.label': 'Back office',
  'bo.nav.administration': 'Administration',
  'bo.nav.account': 'Your account',
  'bo.nav.auditLog': 'Audit log',
  'bo.nav.staff': 'Staff',
  'bo.nav.sessions': 'My sessions',
  'bo.nav.signOut': 'Sign out',

  // Roles
  'bo.role.admin': 'Admin',
  'bo.role.compliance': 'Compliance',
  'bo.role.payments': 'Payments',
  'bo.role.marketing': 'Marketing',
  'bo.role.support': 'Support',

  // Sign-in
  'bo.signIn.title': 'Sign in to the back office',
  'bo.signIn.email': 'E-mail',
  'bo.signIn.password': 'Password',
  'bo.signIn.submit': 'Continue',
  'bo.signIn.showPassword': 'Show password',
  'bo.signIn.hidePassword': 'Hide password',
  'bo.signIn.required': 'Enter your e-mail and password.',
  'bo.signIn.sessionEnded':
    'Your session has ended: 15 minutes passed without activity, or 12 hours since you signed in. Sign in again.',
  'bo.signIn.signedOut': 'You have signed out.',
  'bo.signIn.codeTitle': 'Enter your two-factor code',
  'bo.signIn.codeIntro': 'Enter the 6-digit code your authenticator app shows for the back office.',
  'bo.signIn.code': 'Authentication code',
  'bo.signIn.codeRequired': 'Enter the 6-digit code.',
  'bo.signIn.verify': 'Sign in',
  'bo.signIn.back': 'Start again',
  'bo.signIn.enrolTitle': 'Set up two-factor sign-in',
  'bo.signIn.enrolIntro':
    'The back office needs a second step at every sign-in. Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the code it shows.',
  'bo.signIn.qrAlt': 'QR code for your authenticator app',
  'bo.signIn.secretLabel': 'Or type this key into the app',
  'bo.signIn.enrolSubmit': 'Confirm and sign in',

  // Set-up (the link of an invitation)
  'bo.setUp.title': 'Set up your back-office account',
  'bo.setUp.intro': 'Choose the password you will sign in with. Two-factor sign-in is set up at your first sign-in.',
  'bo.setUp.name': 'Name',
  'bo.setUp.email': 'E-mail',
  'bo.setUp.role': 'Role',
  'bo.setUp.validUntil': 'Link valid until',
  'bo.setUp.password': 'New password',
  'bo.setUp.passwordHint': 'At least 8 characters, as for players.',
  'bo.setUp.confirmPassword': 'Confirm new password',
  'bo.setUp.submit': 'Set password',
  'bo.setUp.done': 'Your password is set. Sign in to set up two-factor sign-in.',
  'bo.setUp.signIn': 'Sign in',
  'bo.setUp.invalidTitle': 'This set-up link does not work',
  'bo.setUp.noToken': 'The address has no set-up token. Open the link from your invitation e-mail again.',

  // Staff
  'bo.staff.title': 'Staff',
  'bo.staff.caption': 'Staff members',
  'bo.staff.empty': 'No staff members yet.',
  'bo.staff.name': 'Name',
  'bo.staff.role': 'Role',
  'bo.staff.status': 'Status',
  'bo.staff.twoFactor': 'Two-factor',
  'bo.staff.lastSignIn': 'Last sign-in',
  'bo.staff.never': 'Never',
  'bo.staff.active': 'Active',
  'bo.staff.invited': 'Invited',
  'bo.staff.deactivated': 'Deactivated',
  'bo.staff.lockedUntil': 'Locked until {{time}}',
  'bo.staff.enrolled': 'Enrolled',
  'bo.staff.notEnrolled': 'Not yet',
  'bo.staff.you': 'you',
  'bo.staff.inviteTitle': 'Invite a staff member',
  'bo.staff.inviteIntro':
    'The new member gets an e-mail with a set-up link (valid 72 hours, once) to choose a password; two-factor sign-in is set up at the first sign-in.',
  'bo.staff.inviteName': 'Name',
  'bo.staff.inviteEmail': 'E-mail',
  'bo.staff.inviteRole': 'Role',
  'bo.staff.inviteSubmit': 'Send invitation',
  'bo.staff.invited.title': '{{name}} is invited',
  'bo.staff.invited.text': 'The set-up link was sent to {{email}}. It works once, until {{until}}:',
  'bo.staff.invited.link': 'Set-up link',

  // Audit log
  'bo.audit.title': 'Audit log',
  'bo.audit.filters': 'Filters',
  'bo.audit.actor': 'Actor',
  'bo.audit.anyActor': 'Anyone',
  'bo.audit.automation': 'Automation (operator token)',
  'bo.audit.system': 'The platform',
  'bo.audit.allStaff': 'Any staff member',
  'bo.audit.action': 'Action',
  'bo.audit.anyAction': 'Any action',
  'bo.audit.player': 'Player uuid',
  'bo.audit.playerInvalid': 'Enter a player uuid (such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427).',
  'bo.audit.from': 'From',
  'bo.audit.to': 'Until',
  'bo.audit.datesOrder': 'The end date must not be before the start date.',
  'bo.audit.apply': 'Apply filters',
  'bo.audit.clear': 'Clear filters',
  'bo.audit.caption': 'Audit entries, newest first',
  'bo.audit.empty': 'No audit entries match these filters.',
  'bo.audit.count': 'Entries: {{count}}',
  'bo.audit.when': 'When',
  'bo.audit.who': 'Who',
  'bo.audit.target': 'Target',
  'bo.audit.reason': 'Reason',
  'bo.audit.address': 'Address',
  'bo.audit.details': 'Before and after',
  'bo.audit.showDetails': 'Show',
  'bo.audit.before': 'Before',
  'bo.audit.after': 'After',
  'bo.audit.nothing': 'nothing',
  'bo.audit.playerShort': 'player {{id}}',
  'bo.audit.filterPlayer': 'Show only the entries about player {{uuid}}',
  'bo.audit.entry': 'Entry {{id}}',
  'bo.audit.hash': 'Hash',
  'bo.audit.pagination': 'Audit log pages',

  // The audit's actions
  'bo.auditAction.staff.create': 'Staff member created',
  'bo.auditAction.staff.invite': 'Staff member invited',
  'bo.auditAction.staff.setUp': 'Password set (set-up link)',
  'bo.auditAction.staff.enrolTwoFactor': 'Two-factor sign-in enrolled',
  'bo.auditAction.staff.signIn': 'Signed in',
  'bo.auditAction.staff.signOut': 'Signed out',
  'bo.auditAction.staff.endSession': 'Session ended',
  'bo.auditAction.staff.changeRole': 'Role changed',
  'bo.auditAction.staff.deactivate': 'Staff member deactivated',
  'bo.auditAction.staff.reactivate': 'Staff member reactivated',
  'bo.auditAction.kyc.review': 'KYC document reviewed',
  'bo.auditAction.kyc.viewDocument': 'KYC document viewed',
  'bo.auditAction.withdrawal.approve': 'Withdrawal approved',
  'bo.auditAction.withdrawal.reject': 'Withdrawal rejected',
  'bo.auditAction.deposit.release': 'Held deposit released',
  'bo.auditAction.deposit.refund': 'Held deposit returned',
  'bo.auditAction.protection.change': 'Protection changed',
  'bo.auditAction.bonusOffer.create': 'Bonus offer created',
  'bo.auditAction.bonusOffer.update': 'Bonus offer changed',
  'bo.auditAction.page.update': 'Page changed',

  // My sessions
  'bo.sessions.title': 'My sessions',
  'bo.sessions.intro':
    'Every browser signed in to your account. A session ends after 15 minutes without activity and 12 hours after sign-in at the latest.',
  'bo.sessions.caption': 'Your open sessions',
  'bo.sessions.empty': 'No open sessions.',
  'bo.sessions.started': 'Signed in',
  'bo.sessions.lastSeen': 'Last active',
  'bo.sessions.expires': 'Expires',
  'bo.sessions.fromAddress': 'From {{address}}',
  'bo.sessions.browser': 'Browser',
  'bo.sessions.current': 'This browser',
  'bo.sessions.actions': 'Action',
  'bo.sessions.end': 'End session',
  'bo.sessions.endCurrent': 'Sign out',
  'bo.sessions.ended': 'The session is ended.',
  'bo.sessions.unknown': 'Unknown',
} as const;

/** A code of the back office's catalogue. */
export type BackofficeTextCode = keyof typeof backofficeEnGB;
