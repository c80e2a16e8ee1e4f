/** Injected by the build preset: the version this build is deployed as. */
declare const __APP_VERSION__: string;
