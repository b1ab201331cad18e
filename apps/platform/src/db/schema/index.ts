export * from './players';
export * from './wallet';
export * from './games';
export * from './playerExtras';
export * from './kyc';
export * from './content';
export * from './payments';
export * from './bonuses';
