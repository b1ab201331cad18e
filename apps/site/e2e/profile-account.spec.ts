import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  dashboardLink,
  expectDateOfBirth,
  fillDateOfBirth,
  isMobile,
  PASSWORD,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
} from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };

/** Real files: the platform checks uploads by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);
const TEXT = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };

/** Opens a dashboard tab from the sidebar (on phones, from the overview). */
async function openTab(page: Page, name: string): Promise<Locator> {
  await (await dashboardLink(page, name)).click();
  const panel = page.getByRole('group', { name, exact: true });
  await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return panel;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A product toast with exactly this text after its kind ('Success: ...'); they close after 2 seconds. */
const toast = (page: Page, text: string) =>
  page
    .locator('.Toastify')
    .getByText(new RegExp(`(^|: )${escapeRegExp(text)}$`))
    .first();

async function signInToDashboard(page: Page, email: string, password = PASSWORD) {
  await signInViaApi(page, email, password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Dashboard' })).toBeVisible();
  // A phone opens on the overview of the sections; a wide screen on Account Settings.
  if (isMobile(page)) await openTab(page, 'Account Settings');
}

test('a new player completes the account: details, picture, gamertag, password, e-mail and KYC, replacing a rejected document', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpViaApi(request, uniqueEmail('account'));
  await signInToDashboard(page, email);

  // Account Settings is the default tab: gamertag (generated, never the e-mail), UUID, joined date.
  const account = page.getByRole('group', { name: 'Account Settings', exact: true });
  await expect(account.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(account.getByText(/^player[a-z0-9]+$/)).toBeVisible();
  const playerId = await page.evaluate(() => window.localStorage.getItem('playerId'));
  await expect(account.getByText(playerId ?? 'missing', { exact: true })).toBeVisible();
  // The spec's 'MMMM D, YYYY' ('November 24, 2026').
  const joined = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(),
  );
  await expect(account.getByText(joined)).toBeVisible();
  const strength = page.getByRole('progressbar', { name: 'Account strength' });
  // Sign-up already asks for every identity field: created and complete.
  await expect(strength).toHaveAttribute('aria-valuetext', '40%');
  await expectNoA11yViolations(page);

  // Identity Details: the sign-up rules, typed values kept, consent required, then saved.
  const identityPanel = await openTab(page, 'Identity Details');
  const identity = identityPanel.getByRole('form', { name: 'Identity Details' });
  await expect(identity.getByLabel('First Name')).toHaveValue('Ada');
  await identity.getByLabel('First Name').fill('A');
  await identity.getByLabel('Phone Number').fill('12abcd');
  await fillDateOfBirth(identity, '01-01-2020');
  await identity.getByRole('button', { name: 'Save' }).click();
  await expect(identity.getByText('* minimum length of 2')).toBeVisible();
  await expect(identity.getByText('* only numbers and + allowed')).toBeVisible();
  await expect(identity.getByText('* age must be atleast 18 years')).toBeVisible();
  await expect(identity.getByLabel('First Name')).toHaveValue('A');
  await expect(identity.getByLabel('Phone Number')).toHaveValue('12abcd');
  await expectNoA11yViolations(page);

  await identity.getByLabel('First Name').fill('Augusta');
  await identity.getByLabel('Phone Number').fill('+441234567890');
  await fillDateOfBirth(identity, '10-12-1985');
  await identity.getByLabel('City').fill('London');
  await identity.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Consent is required to edit details')).toBeVisible();
  await expect(identity.getByText(/^\* /)).toHaveCount(0);
  await identity.getByRole('checkbox', { name: /I confirm/ }).click();
  await identity.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();

  // Saved for real: a reload shows the new details.
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Identity Details' });
  await expect(reloaded.getByLabel('First Name')).toHaveValue('Augusta');
  await expect(reloaded.getByLabel('City')).toHaveValue('London');
  await expectDateOfBirth(reloaded, '10-12-1985');

  // Profile picture: checked on pick, previewed, uploaded; the strength rises.
  await openTab(page, 'Account Settings');
  const picker = page.getByLabel('Choose a picture');
  // A text file renamed .png is refused by its bytes, before any (broken) preview.
  await picker.setInputFiles({ ...TEXT, name: 'notes.png', mimeType: 'image/png' });
  const wrongType = toast(page, 'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg');
  await expect(wrongType).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  await expect(wrongType).toBeHidden();
  await picker.setInputFiles(TEXT);
  await expect(wrongType).toBeVisible();
  await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(524_289, 1) });
  await expect(toast(page, 'File size exceeds 512KB.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(toast(page, 'Profile picture upload')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /\S/);
  await expect(page.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  await expect(strength).toHaveAttribute('aria-valuetext', '60%');

  // Change Gamertag: lowercase letters and digits only, the typed value kept.
  await page.getByRole('button', { name: 'Change Gamertag' }).click();
  const gamertag = page.getByRole('dialog', { name: 'Change Gamertag' });
  await gamertag.getByLabel('New Gamertag').fill('Ada Lovelace');
  await gamertag.getByRole('button', { name: 'Change Gamertag' }).click();
  await expect(gamertag.getByText('* only lowercase and numbers allowed')).toBeVisible();
  await expect(gamertag.getByLabel('New Gamertag')).toHaveValue('Ada Lovelace');
  await expectNoA11yViolations(page);
  const tag = `ada${Date.now().toString(36)}`;
  await gamertag.getByLabel('New Gamertag').fill(tag);
  await gamertag.getByRole('button', { name: 'Change Gamertag' }).click();
  await expect(gamertag).toBeHidden();
  await expect(account.getByText(tag, { exact: true })).toBeVisible();

  // Reset Password: rules first, then the platform checks the current password; on success the
  // fields clear and the modal closes (after 500 ms).
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('Current Password', { exact: true }).fill('Wrong-Password-9');
  await reset.getByLabel('New Password', { exact: true }).fill('New-Secret-22');
  await reset.getByLabel('Confirm Password', { exact: true }).fill('Other-Secret-33');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('* passwords must match')).toBeVisible();
  await expect(reset.getByLabel('New Password', { exact: true })).toHaveValue('New-Secret-22');
  await reset.getByLabel('Confirm Password', { exact: true }).fill('New-Secret-22');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('* Current password is incorrect')).toBeVisible();
  await reset.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset!')).toBeVisible();
  await expect(reset).toBeHidden();
  const signIn = await request.post('/api/players/signin', { data: { email, password: 'New-Secret-22' } });
  expect(signIn.status()).toBe(200);

  // Account e-mail: locked; the same address is refused; a bad one keeps what was typed; Cancel relocks.
  const emailForm = page.getByRole('form', { name: 'Account e-mail' });
  const emailField = emailForm.getByLabel('Account e-mail');
  await expect(emailField).toHaveAttribute('readonly', '');
  await emailForm.getByRole('button', { name: 'Edit email' }).click();
  await expect(emailField).not.toHaveAttribute('readonly', '');
  await emailForm.getByRole('button', { name: 'Update email' }).click();
  await expect(toast(page, 'Cannot update with same email')).toBeVisible();
  await emailField.fill('not-an-address');
  await emailForm.getByRole('button', { name: 'Update email' }).click();
  await expect(emailForm.getByText('* Invalid email address')).toBeVisible();
  await expect(emailField).toHaveValue('not-an-address');
  await emailForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(emailField).toHaveValue(email);
  // A new address needs the password and becomes the sign-in only once confirmed (account-security.spec.ts).
  const newEmail = uniqueEmail('moved');
  await emailForm.getByRole('button', { name: 'Edit email' }).click();
  await emailField.fill(newEmail);
  await emailForm.getByLabel('Password', { exact: true }).fill('New-Secret-22');
  await emailForm.getByRole('button', { name: 'Update email' }).click();
  await expect(emailForm.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');

  // Verify email: shown while unverified, disabled after one click.
  const verify = emailForm.getByRole('button', { name: 'Verify email' });
  await verify.click();
  await expect(verify).toBeDisabled();

  // KYC: all three files for the first submission, each checked on pick.
  const kyc = await openTab(page, 'Kyc Verification');
  await expect(kyc.getByText('Additional information')).toBeVisible();
  await expect(kyc.getByText('Verification Pending')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await kyc.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'All files required')).toBeVisible();
  await kyc.getByLabel('Choose file: Identification').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: JPEG,
  });
  await kyc.getByLabel('Choose file: Address').setInputFiles(TEXT);
  await expect(
    toast(page, 'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg, application/pdf'),
  ).toBeVisible();
  await kyc.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'All files required')).toBeVisible();
  await kyc.getByLabel('Choose file: Address').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await kyc.getByLabel('Choose file: ID with Photo').setInputFiles({
    name: 'selfie.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  // The page checks each file's bytes before it takes it: Submit once all three are shown.
  for (const name of ['passport.jpg', 'bill.png', 'selfie.pdf']) await expect(kyc.getByText(name)).toBeVisible();
  await kyc.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your documents were submitted for review')).toBeVisible();
  await expect(kyc.getByText('Review Pending')).toHaveCount(3);
  await expect(kyc.getByText('Verification Pending')).toBeVisible();
  await expect(kyc.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // An operator rejects the identification through the platform's tool.
  const review = await request.post(`/api/admin/players/kyc/${playerId}/ID`, {
    headers: OPERATOR,
    data: { decision: 'reject', reason: 'the photo is blurred' },
  });
  expect(review.status(), await review.text()).toBe(200);

  // The player sees why, attaches a new file and updates the document.
  await page.reload();
  const again = page.getByRole('group', { name: 'Kyc Verification', exact: true });
  const identification = again.getByRole('region', { name: 'Identification' });
  await expect(identification.getByText('rejected due to the photo is blurred')).toBeVisible();
  await expect(identification.getByRole('button', { name: 'Update Document' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await identification
    .getByLabel('Attach New File: Identification')
    .setInputFiles({ name: 'passport-sharp.png', mimeType: 'image/png', buffer: PNG });
  await identification.getByRole('button', { name: 'Update Document' }).click();
  await expect(toast(page, 'Your new document was submitted for review')).toBeVisible();
  await expect(identification.getByText('Review Pending')).toBeVisible();
  await expect(identification.getByLabel(/Attach New File/)).toHaveCount(0);

  // Picture and KYC done; the e-mail is not verified yet.
  await openTab(page, 'Account Settings');
  await expect(strength).toHaveAttribute('aria-valuetext', '80%');
});

test('contact preferences and notification settings are saved and survive a reload @same-on-phones', async ({
  page,
  request,
}) => {
  const { email } = await signUpViaApi(request, uniqueEmail('prefs'));
  await signInToDashboard(page, email);

  const contact = await openTab(page, 'Contact Preferences');
  const sms = contact.getByRole('checkbox', { name: 'SMS' });
  const winMail = contact.getByRole('checkbox', { name: 'Send me an e-mail when I win' });
  await expect(sms).not.toBeChecked();
  await expect(winMail).not.toBeChecked();
  await sms.click();
  await winMail.click();
  await expectNoA11yViolations(page);
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your preferences were saved')).toBeVisible();

  await page.reload();
  const contactAgain = page.getByRole('group', { name: 'Contact Preferences', exact: true });
  await expect(contactAgain.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(contactAgain.getByRole('checkbox', { name: 'Send me an e-mail when I win' })).toBeChecked();
  await expect(contactAgain.getByRole('checkbox', { name: 'Email', exact: true })).not.toBeChecked();

  const notification = await openTab(page, 'Notification');
  const announcements = notification.getByRole('switch', { name: 'Announcements' });
  const billing = notification.getByRole('switch', { name: 'Billing and account' });
  await expect(announcements).toBeChecked();
  await expect(notification.getByRole('switch', { name: 'Feedback requests' })).toBeChecked();
  await expect(billing).toBeChecked();
  await expect(billing).toBeDisabled();
  await expect(billing).toHaveAccessibleDescription('Legally obligated');
  await expectNoA11yViolations(page);
  await announcements.click();
  await expect(toast(page, 'Your preferences were saved')).toBeVisible();
  await expect(announcements).not.toBeChecked();

  await page.reload();
  const notificationAgain = page.getByRole('group', { name: 'Notification', exact: true });
  await expect(notificationAgain.getByRole('switch', { name: 'Announcements' })).not.toBeChecked();
  await expect(notificationAgain.getByRole('switch', { name: 'Feedback requests' })).toBeChecked();
  await expect(notificationAgain.getByRole('switch', { name: 'Billing and account' })).toBeChecked();
});
