export * from './players';
export * from './wallet';
