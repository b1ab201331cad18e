import { createServer, type Server } from 'node:net';
import { buildPath, platformApi, playersApi } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { composeEmail, linksIn } from '../src/services/mail';
import { mailTo, signUpBody, signUpPlayer } from './fixtures';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

const MAILBOX = buildPath(platformApi.mailbox);

describe('composing mail', () => {
  it('escapes every text in the HTML body and writes the link out in the text body', () => {
    const { text, html } = composeEmail({
      greeting: 'Hello <b>Eve</b>,',
      paragraphs: ['Fish & "chips"'],
      action: { label: 'Open <it>', url: 'https://casino.test/reset-password?token=a&b="c"' },
      notes: ["It's <short>."],
    });
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(html).toContain('Fish &amp; &quot;chips&quot;');
    expect(html).toContain('href="https://casino.test/reset-password?token=a&amp;b=&quot;c&quot;"');
    expect(html).toContain('It&#39;s &lt;short&gt;.');
    expect(html).not.toMatch(/<b>|<it>|<short>/);
    expect(text).toBe(
      [
        'Hello <b>Eve</b>,',
        'Fish & "chips"',
        'Open <it>: https://casino.test/reset-password?token=a&b="c"',
        "It's <short>.",
        'The Casino team',
      ].join('\n\n'),
    );
  });

  it('finds the links of a text once each, without trailing punctuation', () => {
    expect(linksIn('Go to https://a.test/x?y=1. Or (http://b.test/z), again https://a.test/x?y=1')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/z',
    ]);
    expect(linksIn('no links here')).toEqual([]);
  });
});

describe.each(databaseKinds)('the local mailbox on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  it('gives the platform an outbox Mailer without SMTP_URL', () => {
    expect(t.platform.context.services.mailer.transport).toBe('outbox');
  });

  it('lists messages newest first with their links, filtered by recipient in any case', async () => {
    const mailer = t.platform.context.services.mailer;
    for (const index of [1, 2, 3]) {
      await mailer.send({
        to: index === 2 ? 'Other@Example.com' : 'reader@example.com',
        subject: `Message ${index}`,
        ...composeEmail({ paragraphs: [`Number ${index}`], action: { label: 'Open', url: `https://x.test/${index}` } }),
      });
    }
    const mine = await mailTo(t, 'READER@example.com');
    expect(mine.map((message) => message.subject)).toEqual(['Message 3', 'Message 1']);
    expect(mine[0]).toMatchObject({
      to: 'reader@example.com',
      links: ['https://x.test/3'],
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(mine[0]!.html).toContain('<a href="https://x.test/3"');
    expect((await mailTo(t, 'other@example.com')).map((message) => message.subject)).toEqual(['Message 2']);

    const limited = await t.call<{ result: unknown[] }>('GET', `${MAILBOX}?limit=1`);
    expect(limited.body.result).toHaveLength(1);
    for (const bad of ['limit=0', 'limit=101', 'limit=abc']) {
      expect((await t.call('GET', `${MAILBOX}?${bad}`)).status).toBe(400);
    }
  });

  it("writes the reset and verification e-mails in the player's language, English by default", async () => {
    const german = await signUpPlayer(t, { locale: 'de_DE', firstName: 'Jürgen' });
    const spanish = await signUpPlayer(t, { locale: 'es', firstName: 'Lucía' });
    const english = await signUpPlayer(t, { locale: 'fr_FR', firstName: 'Ada' });
    for (const player of [german, spanish, english]) {
      expect((await t.call('GET', buildPath(playersApi.requestResetPassword, { email: player.email }))).status).toBe(
        200,
      );
    }
    const mail = async (to: string, subject: string) => {
      const found = (await mailTo(t, to)).find((message) => message.subject === subject);
      expect(found, `${to}: ${subject}`).toBeDefined();
      return found!;
    };

    const reset = await mail(german.email, 'Ihr Passwort zurücksetzen');
    expect(reset.text.split('\n\n')).toEqual([
      'Hallo Jürgen,',
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
      `Passwort zurücksetzen: ${reset.links[0]}`,
      'Der Link funktioniert einmal und läuft in 1 Stunde ab.',
      'Falls Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren: Ihr Passwort bleibt unverändert.',
      'Ihr Casino-Team',
    ]);
    expect(reset.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=`));
    expect(reset.html).toContain('<html lang="de-DE">');
    expect(reset.html).toContain('Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:');
    const verify = await mail(german.email, 'Bestätigen Sie Ihre E-Mail-Adresse');
    expect(verify.text).toContain('Der Link funktioniert einmal und läuft in 48 Stunden ab.');

    expect((await mail(spanish.email, 'Restablezca su contraseña')).text).toMatch(
      /^Hola, Lucía:\n\nHemos recibido una solicitud para restablecer la contraseña de su cuenta\./,
    );

    const englishReset = await mail(english.email, 'Reset your password');
    expect(englishReset.text.split('\n\n')).toEqual([
      'Hello Ada,',
      'We received a request to reset the password of your account.',
      `Reset password: ${englishReset.links[0]}`,
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this message: your password stays the same.',
      'The Casino team',
    ]);
    expect(englishReset.html).toContain('If the button does not work, open this link:');
    expect((await mail(english.email, 'Verify your e-mail address')).text).toContain('expires in 48 hours.');
  });

  it('writes e-mails in the language a signed-in player switched the site to', async () => {
    const player = await signUpPlayer(t, { locale: 'en_GB', firstName: 'Grete' });
    const update = buildPath(playersApi.update);
    const refused = await t.call<{ error: { fieldCodes?: Record<string, { messageCode: string }> } }>('PUT', update, {
      token: player.token,
      body: { action: 'locale', locale: 'x y!' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldCodes?.locale?.messageCode).toBe('player.localeInvalid');
    const switched = await t.call('PUT', update, { token: player.token, body: { action: 'locale', locale: 'de_DE' } });
    expect(switched.status).toBe(200);
    expect((await t.call('GET', buildPath(playersApi.requestResetPassword, { email: player.email }))).status).toBe(200);
    const subjects = (await mailTo(t, player.email)).map((message) => message.subject);
    expect(subjects).toContain('Ihr Passwort zurücksetzen');
  });

  it('shows a page with clickable links and every text escaped', async () => {
    await t.platform.context.services.mailer.send({
      to: 'page@example.com',
      subject: '<script>alert(1)</script> Verify',
      ...composeEmail({ paragraphs: ['Hi'], action: { label: 'Verify', url: 'https://casino.test/verify?a=1&b=2' } }),
    });
    const response = await fetch(`${t.baseUrl}/mailbox?to=page@example.com`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Verify');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<a class="button" href="https://casino.test/verify?a=1&amp;b=2">');
    expect(page).toContain('value="page@example.com"');

    const empty = await (await fetch(`${t.baseUrl}/mailbox?to=${encodeURIComponent('"><b>x')}`)).text();
    expect(empty).toContain('No messages to &quot;&gt;&lt;b&gt;x yet.');
  });
});

/** Just enough of an SMTP server to take messages from nodemailer. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    });
  });
}

describe.each(databaseKinds)('mail through SMTP on %s', (kind) => {
  let t: TestPlatform;
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;

  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    t = await startTestPlatform(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    smtp?.server.close();
  });

  it('sends the verification e-mail by SMTP and writes nothing to the outbox', async () => {
    expect(t.platform.context.services.mailer.transport).toBe('smtp');
    const body = signUpBody();
    expect((await t.call('POST', buildPath(playersApi.signUp), { body })).status).toBe(200);
    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBeGreaterThan(0);
    const message = smtp.messages.join('\n');
    expect(message).toContain(`To: ${body.email}`);
    expect(message).toContain('Subject: Verify your e-mail address');
    expect(message).toContain('/api/players/verify-email/');
    expect(await t.platform.context.db.select().from(outbox)).toEqual([]);
  });

  it('turns the local mailbox off', async () => {
    expect((await t.call('GET', MAILBOX)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/mailbox`)).status).toBe(404);
  });
});
