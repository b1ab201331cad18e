/**
 * react-toastify and its styles load after the first paint, not with it: the first toast of a
 * visit waits for this import (toasts raised before the container mounts are queued by the
 * library and shown once it does).
 */
const load = () => import('./ToastsContainer');
let loading: ReturnType<typeof load> | undefined;

export function loadToastify(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}
