import { clsx } from 'clsx';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { FilePicker } from '../../private/filePicker';
import { CameraIcon, ResetIcon, UploadIcon, UserIcon } from '../../private/profileIcons';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import * as styles from './ProfilePictureChanger.css';

/** Every text of {@link ProfilePictureChanger}. */
export interface ProfilePictureChangerMessages {
  /** Alternative text of the current picture. */
  picture: string;
  /** Alternative text of the preview of the picked picture. */
  preview: string;
  /** Label of the picker. */
  choose: string;
  /** Label of the upload icon button. */
  upload: string;
  /** Label of the reset icon button (drops the picked picture). */
  reset: string;
  /** Announced while the picture uploads. */
  uploading: string;
}

export const defaultProfilePictureChangerMessages: ProfilePictureChangerMessages = {
  picture: 'Profile picture',
  preview: 'Preview of the new profile picture',
  choose: 'Choose a picture',
  upload: 'Upload picture',
  reset: 'Reset picture',
  uploading: 'Uploading picture',
};

export interface ProfilePictureChangerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** URL of the current picture; a placeholder figure shows when there is none. */
  src?: string | null;
  /** The picked picture (controlled): shown as a preview with upload and reset icons. */
  file?: File | null;
  /** Called with a picked file, or null when reset. Validation is the app's (it may refuse the file). */
  onFileChange?: (file: File | null) => void;
  /** The upload icon was pressed with a picked file. */
  onUpload?: (file: File) => void;
  /** The upload is running: a spinner covers the picture and the controls are disabled. */
  uploading?: boolean;
  /** Accepted types, the file input's `accept`. */
  accept?: string;
  /** Texts, merged over the English defaults (`defaultProfilePictureChangerMessages`). */
  messages?: Partial<ProfilePictureChangerMessages>;
}

/**
 * The profile picture changer of Account Settings (spec point 2): the round picture and a camera
 * picker; picking a file shows a preview with upload and reset icons.
 */
export const ProfilePictureChanger = forwardRef<HTMLDivElement, ProfilePictureChangerProps>(
  function ProfilePictureChanger(
    { src, file, onFileChange, onUpload, uploading = false, accept, messages, className, ...rest },
    ref,
  ) {
    const text = { ...defaultProfilePictureChangerMessages, ...messages };
    const inputId = useId();
    const [previewUrl, setPreviewUrl] = useState<string | null>(null);

    // The preview is an object URL of the picked file, revoked when the file changes or goes.
    useEffect(() => {
      if (!file) {
        setPreviewUrl(null);
        return;
      }
      const url = URL.createObjectURL(file);
      setPreviewUrl(url);
      return () => URL.revokeObjectURL(url);
    }, [file]);

    const shown = previewUrl ?? src ?? null;

    return (
      <div ref={ref} className={clsx(styles.root, className)} {...rest}>
        <div className={styles.frame} aria-busy={uploading || undefined}>
          {shown ? (
            <img src={shown} alt={previewUrl ? text.preview : text.picture} className={styles.image} />
          ) : (
            <span className={styles.placeholder} role="img" aria-label={text.picture}>
              <UserIcon />
            </span>
          )}
          {uploading && (
            <span className={styles.spinner}>
              <Spinner size="md" label={text.uploading} />
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <FilePicker
            id={inputId}
            accept={accept}
            onPick={(picked) => picked && onFileChange?.(picked)}
            disabled={uploading}
            variant="secondary"
            ariaLabel={text.choose}
            className={styles.picker}
          >
            <CameraIcon aria-hidden="true" />
            <span className={styles.pickerText}>{text.choose}</span>
          </FilePicker>
          {file && (
            <>
              <IconButton
                label={text.upload}
                icon={<UploadIcon />}
                variant="primary"
                size="md"
                disabled={uploading}
                onClick={() => onUpload?.(file)}
              />
              <IconButton
                label={text.reset}
                icon={<ResetIcon />}
                variant="outline"
                size="md"
                disabled={uploading}
                onClick={() => onFileChange?.(null)}
              />
            </>
          )}
        </div>
      </div>
    );
  },
);
