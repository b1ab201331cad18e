import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { OPERATOR_TOKEN } from './money';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A real PNG: the platform checks KYC files by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const KYC_DOCUMENTS = ['ID', 'ADDRESS', 'ID_WITH_PHOTO'] as const;

/** The verification link of the newest e-mail to `email` in the local mailbox (`GET /api/mailbox`). */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/api/mailbox?to=${encodeURIComponent(email)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const messages = ((await answer.json()) as { result: { links: string[] }[] }).result;
  const link = messages.flatMap((message) => message.links).find((url) => url.includes('/verify-email/'));
  expect(link, `a verification e-mail to ${email}`).toBeTruthy();
  return link!;
}

/** Verifies the player's e-mail the way the player does: the link of the verification e-mail. */
export async function verifyEmailViaMailbox(request: APIRequestContext, email: string): Promise<void> {
  const verified = await request.get(await verificationLink(request, email), {
    headers: { accept: 'application/json' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(((await verified.json()) as { result: { emailVerified: boolean } }).result.emailVerified).toBe(true);
}

/** Uploads the three KYC documents as the player, then the operator approves each of them. */
export async function approveKycViaApi(request: APIRequestContext, token: string): Promise<void> {
  const details = await request.get('/api/players/details', { headers: bearer(token) });
  const { uuid } = ((await details.json()) as { result: { uuid: string } }).result;
  const uploaded = await request.post(`/api/kyc/upload/${uuid}`, {
    headers: bearer(token),
    multipart: Object.fromEntries(
      KYC_DOCUMENTS.map((name) => [name, { name: `${name.toLowerCase()}.png`, mimeType: 'image/png', buffer: PNG }]),
    ),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  for (const type of KYC_DOCUMENTS) {
    const review = await request.post(`/api/admin/players/kyc/${uuid}/${type}`, {
      headers: bearer(OPERATOR_TOKEN),
      data: { decision: 'approve' },
    });
    expect(review.status(), await review.text()).toBe(200);
  }
  const status = await request.get('/api/payments/crypto-pay/withdraw/status', { headers: bearer(token) });
  expect(((await status.json()) as { result: { missing: string[] } }).result.missing).not.toContain('kyc');
}

/**
 * Makes a new player eligible to withdraw (DESIGN.md, withdrawal gates): the e-mail verified
 * through the mailed link, and KYC documents uploaded and approved by the operator.
 */
export async function makeEligibleToWithdraw(request: APIRequestContext, email: string, token: string) {
  await verifyEmailViaMailbox(request, email);
  await approveKycViaApi(request, token);
}
