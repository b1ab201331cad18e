import * as RadixDialog from '@radix-ui/react-dialog';
import { createElement, useRef } from 'react';
import { overlayBackdrop } from '../../private/overlay.css';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { useLinkComponent } from '../LinkProvider';
import * as dialog from '../Dialog/Dialog.css';
import * as styles from './RealityCheckDialog.css';

/** Every text of {@link RealityCheckDialog}. */
export interface RealityCheckDialogMessages {
  title: string;
  /** The sentence under the title. */
  description: string;
  /** Label of the time played. */
  timePlayed: string;
  /** Label of the net position. */
  net: string;
  continue: string;
  history: string;
  leave: string;
}

export const defaultRealityCheckDialogMessages: RealityCheckDialogMessages = {
  title: 'Reality check',
  description: 'A look at your play so far this session. Do you want to go on?',
  timePlayed: 'Time played this session',
  net: 'Net position this session',
  continue: 'Continue',
  history: 'Bet history',
  leave: 'Leave',
};

export interface RealityCheckDialogProps {
  /** Whether the check is shown; it closes only through its own buttons. */
  open: boolean;
  /** The session's time played, formatted ('1 h 15 min'). */
  timePlayed: string;
  /** The session's winnings minus stakes, formatted with its sign ('−€12.50'). */
  net: string;
  /** Where Bet history goes. */
  historyHref: string;
  /** Continue playing. */
  onContinue: () => void;
  /** Leave: end the session. */
  onLeave: () => void;
  /** An answer is being sent: the buttons wait. */
  busy?: boolean;
  /** Texts, merged over the English defaults (`defaultRealityCheckDialogMessages`). */
  messages?: Partial<RealityCheckDialogMessages>;
}

/**
 * The reality check shown during play at the player's chosen interval: time played and net
 * position this session, with Continue, Bet history and Leave. It cannot be dismissed by a click
 * outside or Escape (play waits until it is answered); focus starts on Continue.
 */
export function RealityCheckDialog({
  open,
  timePlayed,
  net,
  historyHref,
  onContinue,
  onLeave,
  busy = false,
  messages,
}: RealityCheckDialogProps) {
  const text = { ...defaultRealityCheckDialogMessages, ...messages };
  const Link = useLinkComponent();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${overlayBackdrop} ${dialog.overlay}`} />
        <RadixDialog.Content
          role="alertdialog"
          className={dialog.content({ size: 'sm' })}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            continueRef.current?.focus();
          }}
        >
          <RadixDialog.Title className={dialog.title}>{text.title}</RadixDialog.Title>
          <RadixDialog.Description className={dialog.description}>{text.description}</RadixDialog.Description>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.term}>{text.timePlayed}</dt>
              <dd className={styles.value}>{timePlayed}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.term}>{text.net}</dt>
              <dd className={styles.value}>{net}</dd>
            </div>
          </dl>
          <div className={dialog.footer}>
            <Button variant="outline" onClick={onLeave} disabled={busy}>
              {text.leave}
            </Button>
            {createElement(Link, { href: historyHref, className: button({ variant: 'secondary' }) }, text.history)}
            <Button ref={continueRef} onClick={onContinue} loading={busy}>
              {text.continue}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
