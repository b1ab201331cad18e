import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PlayModeSwitch.css';

export type PlayMode = 'real' | 'fun';

export interface PlayModeSwitchProps {
  mode: PlayMode;
  onModeChange: (mode: PlayMode) => void;
}

const MODES: readonly PlayMode[] = ['real', 'fun'];

/** Real / Fun on the game page: a radio group (arrow keys move and choose, as in any radio group). */
export function PlayModeSwitch({ mode, onModeChange }: PlayModeSwitchProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (MODES.indexOf(mode) + step + MODES.length) % MODES.length;
    const nextMode = MODES[next] ?? 'real';
    onModeChange(nextMode);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={t('playGame.mode')} className={styles.group}>
      {MODES.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={mode === value}
          tabIndex={mode === value ? 0 : -1}
          className={styles.option}
          onClick={() => onModeChange(value)}
          onKeyDown={onKeyDown}
        >
          {value === 'real' ? t('playGame.modeReal') : t('playGame.modeFun')}
        </button>
      ))}
    </div>
  );
}

/** Whether a signed-in player's market lets them play for fun now (the UK: once the age is verified). */
export function funPlayAllowed(freePlay: 'any' | 'ageVerified' | undefined, kycStatus: string | null | undefined) {
  return freePlay === 'any' || (freePlay === 'ageVerified' && kycStatus === 'approved');
}
