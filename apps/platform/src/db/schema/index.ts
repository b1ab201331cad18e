export * from './players';
export * from './wallet';
export * from './playerExtras';
