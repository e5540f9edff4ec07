// The types of server-bundle.js, which stays plain CommonJS so the build reads it without compiling.

/** Where a remote's server-rendered HTML names its own files (images). */
export const PUBLIC_PATH_PLACEHOLDER: string;
/** The folder beside an app's dist that holds its Node bundle (never served). */
export const SERVER_DIST: string;
