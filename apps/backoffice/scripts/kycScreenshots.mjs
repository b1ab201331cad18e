#!/usr/bin/env node
// The back office's KYC queue in Chromium against a running platform: two players sign up and
// upload real documents (an ID card and a selfie drawn by Chromium as PNG images, a utility bill
// printed by Chromium as a PDF); a compliance member made with the operator token signs in with
// TOTP enrolment; a colleague takes one player's item through the API, so the queue shows it as
// taken. The queue and the review (image fitted and at its size, the PDF in its frame, a
// rejection with a reason, final) are photographed at 1440 and 1024 px wide (into SCREENSHOT_DIR,
// default apps/backoffice/.screenshots, names kyc-*) and checked with axe; the run fails on a
// violation, a console error or a page error.
//
//   node apps/backoffice/scripts/kycScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
//
// The platform as for screenshots.mjs (built platform and back office, OPERATOR_TOKEN), or all.mjs.
import {
  api,
  browserSignIn,
  fail,
  heading,
  launchBrowser,
  makeStaff,
  newPlayer,
  outDir,
  runInBrowser,
  shoot,
  staffMember,
  staffSession,
  uploadDocuments,
  watchedPage,
} from './kit.mjs';

const reviewer = staffMember('Clara Compliance');
const colleague = staffMember('Omar Okafor');

async function playerWithDocuments(browser, person) {
  const player = await newPlayer(person);
  await uploadDocuments(browser, player);
  return player;
}

const browser = await launchBrowser();
await runInBrowser(
  browser,
  'kyc-',
  `The KYC screens photographed in ${outDir}, axe clean, no console error.`,
  async () => {
    const grace = await playerWithDocuments(browser, {
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1980-12-09',
      address: '12 Harbour Road',
      city: 'Cork',
      country: 'Ireland',
    });
    const alan = await playerWithDocuments(browser, {
      firstName: 'Alan',
      lastName: 'Turing',
      dob: '1985-06-23',
      address: 'Calle Mayor 5',
      city: 'Madrid',
      country: 'Spain',
    });
    const ada = await playerWithDocuments(browser, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1991-12-10',
      address: 'Flat 3, 41 Grafton Street',
      city: 'Dublin',
      country: 'Ireland',
    });
    await makeStaff(reviewer, 'compliance');
    await makeStaff(colleague, 'compliance');
    // The colleague has Alan's documents open: the queue shows them as taken.
    await staffSession(colleague);
    await api('POST', `/api/backoffice/kyc/${alan.uuid}/take`, { staff: colleague.session });

    for (const width of [1440, 1024]) {
      console.log(`${width} px:`);
      // The 1440 round reviews Grace, the 1024 round Ada (Grace has left the queue by then).
      const player = width === 1440 ? grace : ada;
      const name = `${player.firstName} ${player.lastName}`;
      // A taken item's call answers 409 in the console; the page shows it as taken.
      const page = await watchedPage(browser, width, { allowedStatuses: [401, 403, 409] });
      await browserSignIn(page, reviewer, { path: '/backoffice/kyc', landing: 'KYC queue' });
      await page.getByRole('link', { name }).waitFor();
      await page.getByText('Taken by Omar Okafor').waitFor();
      await shoot(page, width, 'kyc-01-queue');

      await page.getByRole('link', { name }).click();
      await heading(page, `KYC review: ${name}`);
      await page.getByText('You are reviewing this player').waitFor();
      const image = page.getByRole('img', { name: `Identification of ${name}` });
      await image.waitFor();
      await page.waitForFunction(() =>
        [...globalThis.document.images].every((img) => img.complete && img.naturalWidth > 0),
      );
      await shoot(page, width, 'kyc-02-review-image');

      await page.getByRole('button', { name: 'Fit to frame' }).click();
      await shoot(page, width, 'kyc-03-review-image-actual-size', { fullPage: false });
      await page.getByRole('button', { name: 'Fit to frame' }).click();

      await page.getByRole('tab', { name: 'Proof of address' }).click();
      await page.getByTitle(`Proof of address of ${name}`).waitFor();
      await shoot(page, width, 'kyc-04-review-pdf', { pdf: true });

      if (width === 1440) {
        // Decide: approve the ID, reject the bill (may upload again), reject the selfie finally.
        await page.getByRole('tab', { name: 'Identification' }).click();
        await page.getByRole('button', { name: 'Approve' }).click();
        await page.getByText('Identification approved.').waitFor();
        await page.getByRole('tab', { name: 'Proof of address', selected: true }).waitFor();
        await page.getByLabel(/Reason for the rejection/).fill('The bill is older than three months');
        await page.getByRole('button', { name: 'Reject' }).click();
        await page.getByText('Proof of address rejected: the player may upload it again.').waitFor();
        await page.getByRole('tab', { name: 'ID with photo', selected: true }).waitFor();
        await page.getByLabel(/Reason for the rejection/).fill('The face does not match the ID card');
        await page.getByRole('checkbox', { name: /Final/ }).click();
        await shoot(page, width, 'kyc-05-review-reject-final');
        await page.getByRole('button', { name: 'Reject' }).click();
        await page.getByText(/rejected finally/).waitFor();
        await shoot(page, width, 'kyc-06-review-decided');
      } else {
        // The colleague's item: taken, no decisions.
        await page.goto(`/backoffice/kyc/${alan.uuid}`);
        await heading(page, 'KYC review: Alan Turing');
        await page.getByText(/Omar Okafor has been reviewing this player/).waitFor();
        await shoot(page, width, 'kyc-05-review-taken');
      }
    }
    // Every view of a file was an audit entry.
    await staffSession(reviewer);
    const audit = await api('GET', `/api/backoffice/audit?action=kyc.viewDocument&playerUuid=${grace.uuid}`, {
      staff: reviewer.session,
    });
    if (audit.json.result.entries.length < 4) fail(`Only ${audit.json.result.entries.length} views audited`);
    console.log(`  ${audit.json.result.entries.length} views of Grace's files in the audit`);
  },
);
