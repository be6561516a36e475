export * from './envelope';
export * from './common';
export * from './auth';
export * from './account';
export * from './meetings';
export * from './invitations';
export * from './health';
export * from './signaling';
