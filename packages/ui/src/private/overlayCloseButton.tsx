import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Button } from '../components/Button';
import { overlayCloseButton } from './overlay.css';
import { OverlayCloseIcon } from './overlayIcons';

/** The icon-only close button of a dialog or a drawer; `label` is its accessible name. */
export function OverlayCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="ghost" size="sm" aria-label={label} className={clsx(overlayCloseButton, className)}>
        <OverlayCloseIcon />
      </Button>
    </RadixDialog.Close>
  );
}
