export declare const pnpmCommand: string;
export declare const pnpmPrefix: string[];
