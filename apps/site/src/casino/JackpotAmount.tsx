import type { Game } from '@casino/contract';
import { formatMoney } from '@casino/rules';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../i18n/i18n';
import * as styles from './JackpotAmount.css';
import { useJackpot } from './jackpots';

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

export interface JackpotAmountProps {
  /** The game's id: the amount shows only for the pooled jackpot game. */
  gameId: number;
  /** Over a lobby tile's image, or a banner above the game. */
  placement?: 'tile' | 'banner';
}

/** The pooled jackpot's amount now, live (the casino socket), for the jackpot game only. */
export function JackpotAmount({ gameId, placement = 'tile' }: JackpotAmountProps) {
  const { t, i18n } = useTranslation();
  const jackpot = useJackpot();
  const amount = jackpot?.gameId === gameId ? jackpot.amount : undefined;
  // A short glow each time the amount changes.
  const [changed, setChanged] = useState(0);
  const previous = useRef(amount);
  useEffect(() => {
    if (previous.current !== undefined && amount !== previous.current) setChanged((n) => n + 1);
    previous.current = amount;
  }, [amount]);
  if (!jackpot || amount === undefined) return null;
  const money = formatMoney(amount, toBcp47(i18n.language), { currency: jackpot.currency });
  return (
    <p
      key={changed}
      className={classes(placement === 'tile' ? styles.onTile : styles.banner, changed > 0 && styles.pulse)}
      data-testid={`jackpot-amount-${gameId}`}
      data-amount={amount}
    >
      <span className={styles.label}>{t('jackpot.label')}</span>{' '}
      <span className={classes(styles.amount, placement === 'banner' && styles.bannerAmount)}>{money}</span>
    </p>
  );
}

/** A lobby tile with the jackpot's amount over it when its game is tagged jackpot. */
export function WithJackpot({ game, children }: { game: Game; children: ReactNode }) {
  if (!game.tags.includes('jackpot')) return children;
  return (
    <div className={styles.frame}>
      {children}
      <JackpotAmount gameId={game.id} />
    </div>
  );
}
