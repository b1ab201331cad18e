import { ACCOUNT_STRENGTH_ITEMS, accountStrength, type AccountStrengthItem } from '@casino/rules';
import { AccountStrength } from '@casino/ui/AccountStrength';
import { Card } from '@casino/ui/Card';
import { Heading } from '@casino/ui/Heading';
import { Inline } from '@casino/ui/Inline';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../player/PlayerProvider';
import { ChangeGamertagDialog } from '../account/ChangeGamertagDialog';
import { EmailSettings } from '../account/EmailSettings';
import { formatJoinedDate } from '../account/joinedDate';
import { ProfilePicture } from '../account/ProfilePicture';
import { ResetPasswordDialog } from '../account/ResetPasswordDialog';
import * as styles from '../account/panels.css';
import { SessionsList } from '../security/SessionsList';
import { SignInHistory } from '../security/SignInHistory';
import { TwoFactorSettings } from '../security/TwoFactorSettings';
import type { PanelProps } from '../tabs';

/** Text keys of the account-strength checklist (spec point 3). */
const STRENGTH_LABELS: Record<AccountStrengthItem, string> = {
  createAccount: 'account.strengthCreateAccount',
  completeAccount: 'account.strengthCompleteAccount',
  verifyIdentity: 'account.strengthVerifyIdentity',
  uploadAvatar: 'account.strengthUploadAvatar',
  kycVerification: 'account.strengthKycVerification',
};

/**
 * Account Settings (spec point 2): picture, gamertag, UUID, joined date, Reset Password and
 * Change Gamertag, the account-strength circle and the account e-mail; then account security
 * (issue 17): two-factor sign-in, open sessions and recent sign-ins.
 */
export default function AccountSettingsTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const { playerDetails: player } = usePlayer();
  if (!player) return <Skeleton height="20rem" />;
  const strength = accountStrength(player);

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('dashboard.accountSettings')}</Heading>
      <Card padding="lg">
        <Stack gap="lg">
          <ProfilePicture src={player.profilePicture} />
          <dl className={styles.facts}>
            <div>
              <dt>{t('account.gamertag')}</dt>
              <dd>{player.username}</dd>
            </div>
            <div>
              <dt>{t('account.uuid')}</dt>
              <dd className={styles.mono}>{player.uuid}</dd>
            </div>
            <div>
              <dt>{t('account.joined')}</dt>
              <dd>
                <time dateTime={player.createdAt}>{formatJoinedDate(player.createdAt, i18n.language)}</time>
              </dd>
            </div>
          </dl>
          <Inline gap="sm">
            <ResetPasswordDialog />
            <ChangeGamertagDialog />
          </Inline>
        </Stack>
      </Card>
      <Card padding="lg">
        <AccountStrength
          value={strength.percentage}
          items={ACCOUNT_STRENGTH_ITEMS.map((id) => ({ id, label: t(STRENGTH_LABELS[id]), done: strength.items[id] }))}
          headingLevel={3}
          messages={{ title: t('account.accountStrength'), done: t('account.itemDone'), toDo: t('account.itemToDo') }}
        />
      </Card>
      <Card padding="lg">
        <Stack gap="sm">
          <Heading level={3} size="lg">
            {t('account.accountEmail')}
          </Heading>
          <Text tone="secondary" size="sm">
            {t('account.emailHint')}
          </Text>
          <EmailSettings key={player.email} player={player} />
        </Stack>
      </Card>
      <Card padding="lg">
        <TwoFactorSettings playerUuid={player.uuid} />
      </Card>
      <Card padding="lg">
        <SessionsList playerUuid={player.uuid} />
      </Card>
      <Card padding="lg">
        <SignInHistory playerUuid={player.uuid} />
      </Card>
    </Stack>
  );
}
