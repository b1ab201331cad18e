/** Rewrites the PNG at `file` losslessly in fewer bytes; returns its new size. */
export function optimisePng(file: string): number;
