import Type, { type Static } from 'typebox';
import { AbsoluteUrl, Id, IsoDateTime } from '../scalars';

/** A message of the local outbox (mail sent while SMTP_URL is not set). */
export const MailboxMessage = Type.Object(
  {
    id: Id(),
    to: Type.String({ format: 'email' }),
    subject: Type.String(),
    text: Type.String({ description: 'Plain-text body (contains the links of the message).' }),
    html: Type.String({ description: 'HTML body.' }),
    links: Type.Array(AbsoluteUrl(), {
      description: 'The links of the message, in order (verification and reset links), to open them directly.',
    }),
    createdAt: IsoDateTime(),
  },
  { title: 'MailboxMessage' },
);
export type MailboxMessage = Static<typeof MailboxMessage>;
