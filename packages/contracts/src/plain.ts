// @brightwave/contracts/plain: the contracts that need no zod (constants, API paths, the remote
// reports' limits and scrubbing, the texts both sides show), for code on every page. Through the
// package's main entry, the schema modules' `import './zod-jitless'` (a side effect a bundler
// keeps) brings zod along even when no schema is used: 0.6 KB of the shell's first load.
export * from './constants';
export * from './api-paths';
export * from './remote-reports';
export * from './texts';
export * from './vitals';
