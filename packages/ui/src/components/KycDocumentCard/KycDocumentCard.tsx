import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { FilePicker } from '../../private/filePicker';
import { Button } from '../Button';
import * as styles from './KycDocumentCard.css';

/**
 * Where a document stands: `missing` (nothing uploaded yet), `pending` (awaiting review),
 * `rejected`, `expired` or `approved`.
 */
export type KycDocumentCardStatus = 'missing' | 'pending' | 'rejected' | 'expired' | 'approved';

/** Every text of {@link KycDocumentCard}. */
export interface KycDocumentCardMessages {
  /** Heading of the list of accepted documents. */
  acceptedDocuments: string;
  /** Label of the status line. */
  status: string;
  /** Picker label while no file is chosen for a first submission. */
  chooseFile: string;
  /** Picker label once a file is chosen (pick another). */
  changeFile: string;
  /** Picker label of a rejected or expired document. */
  attachNewFile: string;
  /** Button that sends the new file of a rejected or expired document. */
  updateDocument: string;
  /** Link that opens the stored file. */
  viewFile: string;
  /** Text before the chosen file's name. */
  selectedFile: string;
  /** Shown when no file is chosen yet. */
  noFileChosen: string;
}

export const defaultKycDocumentCardMessages: KycDocumentCardMessages = {
  acceptedDocuments: 'Accepted documents',
  status: 'Status',
  chooseFile: 'Choose file',
  changeFile: 'Change file',
  attachNewFile: 'Attach New File',
  updateDocument: 'Update Document',
  viewFile: 'View file',
  selectedFile: 'Selected file:',
  noFileChosen: 'No file chosen',
};

export interface KycDocumentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'> {
  /** The document's name, e.g. 'Identification'; the card's heading. */
  title: string;
  /** The kinds of document accepted, e.g. Passport, ID Card. */
  kinds: readonly string[];
  /** Where the document stands; decides the tone of the status line and which controls show. */
  status: KycDocumentCardStatus;
  /** The status line's text ('Review Pending', 'rejected due to ...'); none for `missing`. */
  statusText?: string;
  /**
   * The file the player picked (controlled); its name shows under the picker. A `missing` document
   * offers a picker (the page's Submit sends every card's file); a `rejected` or `expired` one offers
   * Attach New File, then Update Document.
   */
  file?: { name: string } | null;
  /** Called with the picked file (null when the picker was cancelled). Validation is the app's. */
  onFileChange?: (file: File | null) => void;
  /** Update Document was pressed with a file chosen (rejected or expired documents). */
  onUpdate?: () => void;
  /** The update is being sent: the button shows a spinner and the controls are disabled. */
  busy?: boolean;
  /** Accepted types, the file input's `accept`. */
  accept?: string;
  /** Link that opens the stored file, when there is one. */
  fileHref?: string;
  /**
   * A rejected document that may not be uploaded again (a final rejection): this text shows under
   * the status line and no file controls are offered.
   */
  finalText?: string;
  /** Texts, merged over the English defaults (`defaultKycDocumentCardMessages`). */
  messages?: Partial<KycDocumentCardMessages>;
}

/**
 * One KYC document of the verification screen (spec points 2 and 4): its name, the accepted kinds
 * of document, its review status, and the file controls its status allows.
 */
export const KycDocumentCard = forwardRef<HTMLElement, KycDocumentCardProps>(function KycDocumentCard(
  {
    title,
    kinds,
    status,
    statusText,
    file,
    onFileChange,
    onUpdate,
    busy = false,
    accept,
    fileHref,
    finalText,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultKycDocumentCardMessages, ...messages };
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();
  const fileId = useId();
  const final = status === 'rejected' && Boolean(finalText);
  const replaceable = !final && (status === 'rejected' || status === 'expired');
  const pickable = status === 'missing' || replaceable;
  const pickLabel = replaceable ? text.attachNewFile : file ? text.changeFile : text.chooseFile;

  return (
    <section ref={ref} aria-labelledby={headingId} className={clsx(styles.card, className)} {...rest}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.kinds}>
        <span className={styles.kindsLabel}>{text.acceptedDocuments}</span>
        <ul className={styles.kindList}>
          {kinds.map((kind) => (
            <li key={kind} className={styles.kind}>
              {kind}
            </li>
          ))}
        </ul>
      </div>
      {status !== 'missing' && statusText && (
        <p id={statusId} className={styles.status}>
          <span className={styles.statusLabel}>{text.status}: </span>
          <span className={styles.statusValue({ status })}>{statusText}</span>
        </p>
      )}
      {final && <p className={styles.final}>{finalText}</p>}
      {fileHref && (
        <a href={fileHref} target="_blank" rel="noreferrer" className={styles.link}>
          {text.viewFile}
          <span className={styles.srOnly}> ({title})</span>
        </a>
      )}
      {pickable && (
        <div className={styles.actions}>
          <FilePicker
            id={inputId}
            accept={accept}
            onPick={(picked) => onFileChange?.(picked)}
            disabled={busy}
            describedBy={clsx(status !== 'missing' && statusText && statusId, fileId) || undefined}
            ariaLabel={`${pickLabel}: ${title}`}
          >
            {pickLabel}
          </FilePicker>
          <p id={fileId} className={styles.fileName} aria-live="polite">
            {file ? (
              <>
                <span className={styles.srOnly}>{text.selectedFile} </span>
                {file.name}
              </>
            ) : (
              text.noFileChosen
            )}
          </p>
          {replaceable && file && (
            <Button size="sm" loading={busy} onClick={() => onUpdate?.()}>
              {text.updateDocument}
            </Button>
          )}
        </div>
      )}
    </section>
  );
});
