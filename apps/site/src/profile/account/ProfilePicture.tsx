import { playersApi } from '@casino/contract/routes';
import { IMAGE_MIME_TYPES, validateImageFile } from '@casino/rules';
import { ProfilePictureChanger } from '@casino/ui/ProfilePictureChanger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { byContent } from '../../files/byContent';
import { translateValidation } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';

/**
 * The profile picture changer (spec points 2, 5 and 8): a picked file is checked (JPEG or PNG by
 * its name and by its bytes, at most 512KB) and previewed; the upload icon sends it and the new picture replaces the old one.
 */
export function ProfilePicture({ src }: { src: string | null }) {
  const { t } = useTranslation();
  const { merge } = usePlayer();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (picked: File | null) => {
    if (!picked) return setFile(null);
    // By its bytes: a file that only carries an image's name is refused before any preview.
    const problem = validateImageFile(picked) ?? validateImageFile(await byContent(picked));
    if (problem) return notify.error(translateValidation(problem));
    setFile(picked);
  };

  const upload = async (picked: File) => {
    const problem = validateImageFile(picked);
    if (problem) return notify.error(translateValidation(problem));
    const body = new FormData();
    body.append('file', picked);
    setUploading(true);
    try {
      const result = await notifyPromise(callApi(playersApi.uploadProfilePicture, { body }), {
        pending: t('toast.profilePictureUploading'),
        success: t('toast.profilePictureUploaded'),
        error: t('toast.profilePictureError'),
      });
      // Setting the profile picture replaces only profilePicture (spec point 4).
      merge({ profilePicture: result.profilePicture });
      setFile(null);
    } catch {
      // The toast shows the server's message; the picked file stays for another try.
    } finally {
      setUploading(false);
    }
  };

  return (
    <ProfilePictureChanger
      src={src}
      file={file}
      onFileChange={(picked) => void pick(picked)}
      onUpload={(picked) => void upload(picked)}
      uploading={uploading}
      accept={IMAGE_MIME_TYPES.join(',')}
      messages={{
        picture: t('account.profilePicture'),
        preview: t('account.picturePreview'),
        choose: t('account.choosePicture'),
        upload: t('account.uploadPicture'),
        reset: t('account.resetPicture'),
        uploading: t('account.pictureUploading'),
      }}
    />
  );
}
