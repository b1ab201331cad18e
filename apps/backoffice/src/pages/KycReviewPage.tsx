import type { KycQueueDocument, KycQueueItem } from '@casino/contract';
import { ApiError, backofficeApi } from '@casino/contract/routes';
import {
  Button,
  Card,
  Checkbox,
  Chip,
  DescriptionList,
  Heading,
  Notice,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
} from '@casino/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { errorFields, errorText, useText, type Text as TextOf } from '../i18n';
import { paths } from '../paths';
import { useSession } from '../session/session';
import * as kyc from './kyc/kyc.css';
import { documentState, DOCUMENT_TEXTS } from './kyc/kycTexts';
import { KYC_QUEUE_KEY } from './KycQueuePage';
import { EmailText, LoadError, LongTextField } from '../app/PageParts';

/** While the page is open the claim is renewed this often (it lasts 10 minutes on the platform). */
const RENEW_MS = 4 * 60_000;

const itemKey = (uuid: string) => `backoffice/kyc/${uuid}`;

/**
 * A player's KYC review: the documents in a viewer (images fitted to the frame or at their own
 * size, PDFs in a frame, each file from the staff file endpoint: every view is an audit entry),
 * the identity details beside them, and per document approve or reject with a reason the player
 * sees, final or not (kyc.review). Opening it takes the item (the others see it as taken);
 * leaving gives it back. A role without kyc.review sees the documents and no decisions.
 */
export function KycReviewPage() {
  const text = useText();
  const { uuid = '' } = useParams();
  const { can } = useSession();
  const reviewer = can('kyc.review');
  const { mutate: mutateGlobal } = useSWRConfig();
  const item = useSWR(itemKey(uuid), () => callApi(backofficeApi.kycItem, { params: { uuid } }));
  const name = item.data ? `${item.data.player.firstName} ${item.data.player.lastName}` : '';
  usePageTitle(text('bo.kyc.reviewTitle', { name: name || uuid }));
  const [selected, setSelected] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const messageRef = useRef<HTMLDivElement>(null);

  // Take the item while the page is open (renewed), give it back on leaving.
  useEffect(() => {
    if (!reviewer || !uuid) return undefined;
    let mine = false;
    const take = async () => {
      try {
        const taken = await callApi(backofficeApi.takeKycItem, { params: { uuid } });
        mine = true;
        await item.mutate(taken, { revalidate: false });
      } catch (failure) {
        // Taken by another (409): the item shows who; anything else shows as the page's error.
        mine = false;
        if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
        await item.mutate();
      }
    };
    void take().catch(() => undefined);
    const timer = setInterval(() => void take().catch(() => undefined), RENEW_MS);
    return () => {
      clearInterval(timer);
      if (mine) void callApi(backofficeApi.releaseKycItem, { params: { uuid } }).catch(() => undefined);
      mutateGlobal(KYC_QUEUE_KEY).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per player
  }, [uuid, reviewer]);

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const data = item.data;
  const documents = data?.documents ?? [];
  const current = selected ?? documents.find((document) => document.status === 'pending')?.name ?? documents[0]?.name;
  const takenByOther = data?.takenBy && !data.takenBy.mine ? data.takenBy : null;

  const decided = (answer: KycQueueItem, said: string) => {
    void item.mutate(answer, { revalidate: false });
    setMessage({ tone: 'success', text: answer.waitingSince ? said : `${said} ${text('bo.kyc.allDecided')}` });
    const next = answer.documents.find((document) => document.status === 'pending');
    if (next) setSelected(next.name);
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <Text as="p" size="sm">
          <Link to={paths.kyc()}>{text('bo.kyc.backToQueue')}</Link>
        </Text>
        <Heading level={1} size="2xl">
          {text('bo.kyc.reviewTitle', { name: name || '…' })}
        </Heading>
      </header>
      <LoadError error={item.error} />
      {message ? (
        <div ref={messageRef} tabIndex={-1}>
          <Notice tone={message.tone} role={message.tone === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </Notice>
        </div>
      ) : null}
      {takenByOther ? (
        <Notice tone="warning" role="status">
          {text('bo.kyc.takenByOther', { name: takenByOther.name, time: formatDateTime(takenByOther.since) })}
        </Notice>
      ) : null}
      {data && reviewer && data.takenBy?.mine ? (
        <Notice
          tone="info"
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void callApi(backofficeApi.releaseKycItem, { params: { uuid } }).then(async (answer) => {
                  await item.mutate(answer, { revalidate: false });
                })
              }
            >
              {text('bo.kyc.release')}
            </Button>
          }
        >
          {text('bo.kyc.yours', { time: formatDateTime(data.takenBy.expiresAt) })}
        </Notice>
      ) : null}
      {data && !reviewer ? <Notice tone="info">{text('bo.kyc.readOnly')}</Notice> : null}
      {data && current ? (
        <div className={kyc.review}>
          <Tabs value={current} onValueChange={setSelected}>
            <TabsList aria-label={text('bo.kyc.documentsLabel')}>
              {documents.map((document) => (
                <TabsTrigger key={document.name} value={document.name}>
                  {text(DOCUMENT_TEXTS[document.name])}
                </TabsTrigger>
              ))}
            </TabsList>
            {documents.map((document) => (
              <TabsContent key={document.name} value={document.name}>
                <DocumentPanel
                  document={document}
                  playerName={name}
                  playerUuid={uuid}
                  canDecide={reviewer && !takenByOther}
                  onDecided={decided}
                  onFailed={(said) => setMessage({ tone: 'danger', text: said })}
                  text={text}
                />
              </TabsContent>
            ))}
          </Tabs>
          <aside className={kyc.aside} aria-labelledby="kyc-identity">
            <Card as="section" padding="lg" aria-labelledby="kyc-identity">
              <Stack gap="md">
                <Heading level={2} size="lg" id="kyc-identity">
                  {text('bo.kyc.identity')}
                </Heading>
                <DescriptionList
                  layout="stacked"
                  items={[
                    { term: text('bo.kyc.name'), description: name },
                    { term: text('bo.kyc.dateOfBirth'), description: data.player.dateOfBirth },
                    {
                      term: text('bo.kyc.address'),
                      description: (
                        <span className={styles.cellStack}>
                          <span>{data.player.address}</span>
                          <span>{data.player.city}</span>
                          <span>{data.player.country}</span>
                        </span>
                      ),
                    },
                    { term: text('bo.kyc.email'), description: <EmailText email={data.player.email} /> },
                    { term: text('bo.kyc.username'), description: data.player.username },
                    {
                      term: text('bo.kyc.playerId'),
                      description: <span className={styles.mono}>{data.player.uuid}</span>,
                    },
                  ]}
                />
              </Stack>
            </Card>
          </aside>
        </div>
      ) : null}
    </div>
  );
}

interface DocumentPanelProps {
  document: KycQueueDocument;
  playerName: string;
  playerUuid: string;
  canDecide: boolean;
  onDecided: (answer: KycQueueItem, said: string) => void;
  onFailed: (said: string) => void;
  text: TextOf;
}

function DocumentPanel({ document, playerName, playerUuid, canDecide, onDecided, onFailed, text }: DocumentPanelProps) {
  const state = documentState(document, text);
  const title = text(DOCUMENT_TEXTS[document.name]);
  return (
    <div className={kyc.documentPanel}>
      <div className={kyc.documentMeta}>
        <span className={kyc.chips}>
          <Chip tone={state.tone}>{state.label}</Chip>
          <Text as="span" size="sm" tone="secondary">
            {text('bo.kyc.uploaded', { time: formatDateTime(document.uploadedAt) })}
          </Text>
          {document.reviewedAt ? (
            <Text as="span" size="sm" tone="secondary">
              · {text('bo.kyc.decidedAt', { time: formatDateTime(document.reviewedAt) })}
            </Text>
          ) : null}
        </span>
      </div>
      {document.rejectionReason ? (
        <Text as="p" size="sm">
          {text('bo.kyc.reasonGiven', { reason: document.rejectionReason })}
        </Text>
      ) : null}
      {document.files.length === 0 ? <Text as="p">{text('bo.kyc.noFile')}</Text> : null}
      {document.files.map((file) => (
        <FileViewer
          key={file.id}
          path={file.path}
          mimeType={file.mimeType}
          label={text('bo.kyc.fileOf', { document: title, name: playerName })}
          title={title}
          text={text}
        />
      ))}
      {canDecide && document.status === 'pending' ? (
        <DecisionForm
          document={document}
          title={title}
          playerUuid={playerUuid}
          onDecided={onDecided}
          onFailed={onFailed}
        />
      ) : null}
      {canDecide && document.status !== 'pending' ? (
        // A decision already made can be changed (a mistake, a new fact), behind one more step.
        <details className={kyc.changeDecision}>
          <summary className={kyc.summary}>{text('bo.kyc.changeDecision')}</summary>
          <DecisionForm
            document={document}
            title={title}
            playerUuid={playerUuid}
            onDecided={onDecided}
            onFailed={onFailed}
          />
        </details>
      ) : null}
    </div>
  );
}

/** One file: an image fitted to the frame (or at its own size, scrolling), or a PDF in a frame. */
function FileViewer({
  path,
  mimeType,
  label,
  title,
  text,
}: {
  path: string;
  mimeType: string;
  label: string;
  title: string;
  text: TextOf;
}) {
  const [fit, setFit] = useState(true);
  const image = mimeType.startsWith('image/');
  return (
    <Stack gap="sm">
      <div className={styles.actions}>
        {image ? (
          <Button size="sm" variant="outline" aria-pressed={fit} onClick={() => setFit((value) => !value)}>
            {text('bo.kyc.fitToFrame')}
          </Button>
        ) : null}
        <a href={path} target="_blank" rel="noreferrer">
          {text('bo.kyc.openFile')}
        </a>
      </div>
      {image ? (
        // Focusable so a keyboard can scroll an image shown at its own size (axe: scrollable-region-focusable).
        <div
          className={fit ? kyc.viewerFit : kyc.viewerActual}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={text('bo.kyc.viewer', { document: title })}
        >
          <img src={path} alt={label} className={fit ? kyc.imageFit : kyc.imageActual} />
        </div>
      ) : (
        <div className={kyc.viewerPdf}>
          {/* FitH: the page as wide as the frame. */}
          <iframe src={`${path}#view=FitH`} title={label} className={kyc.pdf} />
        </div>
      )}
    </Stack>
  );
}

function DecisionForm({
  document,
  title,
  playerUuid,
  onDecided,
  onFailed,
}: {
  document: KycQueueDocument;
  title: string;
  playerUuid: string;
  onDecided: (answer: KycQueueItem, said: string) => void;
  onFailed: (said: string) => void;
}) {
  const text = useText();
  const [reason, setReason] = useState('');
  const [final, setFinal] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<'approve' | 'reject'>();

  const send = async (decision: 'approve' | 'reject') => {
    if (sending) return;
    if (decision === 'reject' && !reason.trim()) {
      setFields({ reason: text('bo.kyc.reasonHint') });
      return;
    }
    setFields({});
    setSending(decision);
    try {
      const answer = await callApi(backofficeApi.decideKycDocument, {
        params: { uuid: playerUuid, type: document.name },
        body: decision === 'approve' ? { decision } : { decision, reason: reason.trim(), final },
      });
      setReason('');
      setFinal(false);
      onDecided(
        answer,
        decision === 'approve'
          ? text('bo.kyc.approved', { document: title })
          : final
            ? text('bo.kyc.rejectedFinal', { document: title })
            : text('bo.kyc.rejected', { document: title }),
      );
    } catch (failure) {
      const refused = errorFields(failure);
      setFields(refused);
      if (!Object.keys(refused).length) onFailed(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(undefined);
    }
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    void send('reject');
  };

  const headingId = `kyc-decision-${document.name}`;
  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <div className={kyc.decision}>
        <Heading level={2} size="md" id={headingId}>
          {text('bo.kyc.decision')}: {title}
        </Heading>
        <div className={styles.actions}>
          <Button loading={sending === 'approve'} disabled={sending === 'reject'} onClick={() => void send('approve')}>
            {text('bo.kyc.approve')}
          </Button>
        </div>
        <form className={styles.form} noValidate onSubmit={reject} aria-labelledby={headingId}>
          <LongTextField
            label={text('bo.kyc.reason')}
            hint={text('bo.kyc.reasonHint')}
            name="reason"
            required
            maxLength={500}
            autoComplete="off"
            value={reason}
            error={fields.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Checkbox
            label={text('bo.kyc.final')}
            checked={final}
            onCheckedChange={(checked) => setFinal(checked === true)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={sending === 'reject'} disabled={sending === 'approve'}>
              {text('bo.kyc.reject')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
