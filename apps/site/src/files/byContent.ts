import type { FileLike } from '@casino/rules';

/**
 * A picked file as its bytes say it is, for the rules' file checks: the type `file-type` reads
 * from its first bytes (the same library the platform checks uploads with), never the name's
 * extension or the browser's guess from it. A text file renamed `.png` is then refused at once,
 * before any preview, with the message the platform would give. The library loads only when a
 * player picks a file.
 */
export async function byContent(file: File): Promise<FileLike> {
  const { fileTypeFromBlob } = await import('file-type');
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  return { type: detected?.mime ?? 'application/octet-stream', size: file.size };
}
