// Cross-plugin contracts, one import for plugins and the core (DESIGN §3).
export * from './define-contract';
export * from './slots';
export * from './modals';
export * from './services';
