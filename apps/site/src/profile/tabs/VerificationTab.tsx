import type { KycRecord } from '@casino/contract';
import { kycApi } from '@casino/contract/routes';
import {
  KYC_DOCUMENT_NAMES,
  KYC_MIME_TYPES,
  kycOverallStatus,
  validateKycFile,
  validateKycInitialUpload,
  VERIFICATION_TIME_HOURS,
  type KycDocumentName,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Card } from '@casino/ui/Card';
import { Chip } from '@casino/ui/Chip';
import { Heading } from '@casino/ui/Heading';
import { KycDocumentCard } from '@casino/ui/KycDocumentCard';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { byContent } from '../../files/byContent';
import { translateValidation } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { KYC_CARDS, kindFallbacks, kycCardState } from '../account/kycCards';
import * as styles from '../account/panels.css';
import { useKycRecord } from '../../data/player';
import type { PanelProps } from '../tabs';
import { errorMessage } from '../../data/errors';

type Picked = Partial<Record<KycDocumentName, File | null>>;

/**
 * Kyc Verification (spec points 2, 4 and 5): three document cards with their status, the first
 * submission of all three files, Attach New File then Update Document for a rejected or expired
 * one, the overall status once documents exist, and the 'Additional information' note.
 */
export default function VerificationTab(_props: PanelProps) {
  const { t } = useTranslation();
  const { playerDetails: player, reload } = usePlayer();
  const kyc = useKycRecord(player?.uuid);
  const [picked, setPicked] = useState<Picked>({});
  const [busy, setBusy] = useState<KycDocumentName | 'all' | null>(null);

  if (!player || (!kyc.data && !kyc.error)) return <Skeleton height="24rem" />;
  if (!kyc.data)
    return (
      <Stack gap="md">
        <Heading level={2}>{t('kyc.title')}</Heading>
        <Text tone="danger" role="alert">
          {errorMessage(kyc.error, t('toast.requestFailed'))}
        </Text>
        <div>
          <Button variant="outline" onClick={() => void kyc.mutate()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      </Stack>
    );

  const record = kyc.data;
  const hasDocuments = record.documents.length > 0;
  const overall = kycOverallStatus(record);

  const pick = async (name: KycDocumentName, file: File | null) => {
    if (file) {
      // By its name's type and by its bytes: a renamed text file is refused before any preview.
      const problem = validateKycFile(file) ?? validateKycFile(await byContent(file));
      if (problem) return notify.error(translateValidation(problem));
    }
    setPicked((current) => ({ ...current, [name]: file }));
  };

  const saved = async (result: KycRecord, names: KycDocumentName[]) => {
    await kyc.mutate(result, { revalidate: false });
    setPicked((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name as KycDocumentName))),
    );
    // The KYC status feeds the account strength.
    await reload();
  };

  const submitAll = async () => {
    const problem = validateKycInitialUpload(picked);
    if (problem) return notify.error(translateValidation(problem));
    const body = new FormData();
    for (const name of KYC_DOCUMENT_NAMES) body.append(name, picked[name] as File);
    setBusy('all');
    try {
      const result = await notifyPromise(callApi(kycApi.upload, { params: { uuid: player.uuid }, body }), {
        pending: t('toast.promisePending'),
        success: t('toast.kycSubmitted'),
        error: t('toast.somethingWentWrong'),
      });
      await saved(result, [...KYC_DOCUMENT_NAMES]);
    } catch {
      // The toast shows the server's message; the picked files stay.
    } finally {
      setBusy(null);
    }
  };

  const update = async (name: KycDocumentName) => {
    const file = picked[name];
    const problem = validateKycFile(file);
    if (problem || !file) return notify.error(translateValidation(problem ?? ''));
    const body = new FormData();
    body.append('document', file);
    setBusy(name);
    try {
      const result = await notifyPromise(
        callApi(kycApi.updateDocument, { params: { type: name, uuid: player.uuid }, body }),
        {
          pending: t('toast.promisePending'),
          success: t('toast.kycDocumentUpdated'),
          error: t('toast.somethingWentWrong'),
        },
      );
      await saved(result, [name]);
    } catch {
      // As above.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('kyc.title')}</Heading>
      {overall && (
        <p className={styles.statusLine}>
          <Text as="span" tone="secondary">
            {t('kyc.status')}:{' '}
          </Text>
          <Chip tone={record.approved ? 'success' : 'warning'}>
            {record.approved ? t('kyc.verified') : t('kyc.verificationPending')}
          </Chip>
        </p>
      )}
      <Text tone="secondary" size="sm">
        {t('kyc.acceptedFiles')}
      </Text>
      <div className={styles.cards}>
        {KYC_CARDS.map((card) => {
          const state = kycCardState(record, card.name, t);
          const fallbacks = kindFallbacks(card.name);
          return (
            <KycDocumentCard
              key={card.name}
              title={t(card.title)}
              kinds={card.kinds.map((key, index) => t(key, { defaultValue: fallbacks[index] }))}
              status={state.status}
              statusText={state.statusText}
              fileHref={state.fileHref}
              finalText={state.finalText}
              file={picked[card.name] ?? null}
              onFileChange={(file) => void pick(card.name, file)}
              onUpdate={() => void update(card.name)}
              busy={busy === card.name || busy === 'all'}
              accept={KYC_MIME_TYPES.join(',')}
              messages={{
                acceptedDocuments: t('kyc.acceptedDocuments'),
                status: t('kyc.status'),
                chooseFile: t('kyc.chooseFile'),
                changeFile: t('kyc.changeFile'),
                attachNewFile: t('kyc.attachNewFile'),
                updateDocument: t('kyc.updateDocument'),
                viewFile: t('kyc.viewFile'),
                selectedFile: t('kyc.selectedFile'),
                noFileChosen: t('kyc.noFileChosen'),
              }}
            />
          );
        })}
      </div>
      {/* Once the record has documents the initial Submit button is hidden (spec point 4). */}
      {!hasDocuments && (
        <div>
          <Button loading={busy === 'all'} onClick={() => void submitAll()}>
            {t('kyc.submit')}
          </Button>
        </div>
      )}
      <Card padding="lg" as="section" aria-labelledby="kyc-additional-information">
        <Stack gap="xs">
          <Heading level={3} size="md" id="kyc-additional-information">
            {t('kyc.additionalInformation')}
          </Heading>
          <Text size="sm">{t('kyc.noteDuration', { hours: VERIFICATION_TIME_HOURS })}</Text>
          <Text size="sm">{t('kyc.noteEmail')}</Text>
          <Text size="sm">{t('kyc.noteSupport')}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
