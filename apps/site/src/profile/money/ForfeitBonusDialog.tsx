import { playersApi } from '@casino/contract/routes';
import { selectedWallet } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@casino/ui/Dialog';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { toBcp47 } from '../../i18n/i18n';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { money } from './format';
import { refreshMoneyViews } from './refresh';
import { errorMessage } from '../../data/errors';

/** The bonus to give up: the active one, named by uuid so a stale screen cannot forfeit a newer one. */
export interface ForfeitTarget {
  uuid: string;
  name: string;
}

export interface ForfeitBonusProps {
  bonus: ForfeitTarget;
  /** Called after the platform forfeited the bonus. */
  onForfeited?: () => void;
}

/**
 * 'Forfeit bonus' and its confirmation: the dialog says what goes (the bonus money and what it
 * won) and what stays (the cash), with the player's figures. Nothing is forfeited until the
 * player confirms; 'Keep the bonus', Escape and the close button leave everything as it is.
 */
export function ForfeitBonus({ bonus, onForfeited }: ForfeitBonusProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const { playerDetails } = usePlayer();
  const account = selectedWallet(playerDetails?.accounts);
  const currency = account?.currency.code ?? '';
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await callApi(playersApi.forfeitBonus, { body: { uuid: bonus.uuid } });
      notify.success(t('forfeit.done', { name: bonus.name }));
      setOpen(false);
      onForfeited?.();
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setBusy(false);
      await refreshMoneyViews();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t('forfeit.action')}
      </Button>
      <DialogContent size="md" messages={{ close: t('common.close') }}>
        <DialogTitle>{t('forfeit.title', { name: bonus.name })}</DialogTitle>
        <Stack gap="md">
          <DialogDescription>
            {account
              ? t('forfeit.whatHappens', {
                  bonus: money(account.bonus, currency, locale),
                  cash: money(account.cash, currency, locale),
                })
              : t('forfeit.whatHappensNoFigures')}
          </DialogDescription>
          <Text size="sm" tone="secondary">
            {t('forfeit.final')}
          </Text>
        </Stack>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {t('forfeit.keep')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('forfeit.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
