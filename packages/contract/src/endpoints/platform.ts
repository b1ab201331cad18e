import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { MailboxMessage } from '../entities/mailboxMessage';
import { StringEnum } from '../scalars';

export const platformApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'platform',
    access: 'public',
    summary: 'Liveness: the process answers.',
    description:
      "mode is 'staging' on a production process that runs the sandbox payment and mail providers (SANDBOX_PROVIDERS=true): no real money moves there. Absent otherwise.",
    result: Type.Object({
      status: Type.Literal('ok'),
      mode: Type.Optional(Type.Literal('staging')),
    }),
  }),

  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    tag: 'platform',
    access: 'public',
    summary: 'Readiness: the database (and Redis when configured) answer.',
    description: 'Answers 503 with the error envelope while a dependency does not answer.',
    result: Type.Object({
      status: Type.Literal('ready'),
      checks: Type.Record(Type.String(), StringEnum(['ok']), {
        description: 'Each dependency checked, e.g. { database: "ok", redis: "ok" }.',
      }),
    }),
  }),

  mailbox: defineEndpoint({
    method: 'GET',
    path: '/api/mailbox',
    tag: 'platform',
    access: 'public',
    summary: 'List the local outbox (mail sent while SMTP is off), newest first.',
    description:
      'Exists only with the sandbox providers on (SANDBOX_PROVIDERS, off by default in production) and SMTP_URL not set (the local and test setup): otherwise the route answers 404, as mail then leaves the machine and the outbox is empty. Public in that mode so that a developer or a journey test can open verification and reset links.',
    query: Type.Object({
      to: Type.Optional(Type.String({ description: 'Only messages to this address (case-insensitive).' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    }),
    result: Type.Array(MailboxMessage),
  }),
} as const;
