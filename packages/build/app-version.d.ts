/** Injected by the build preset: the version this build is deployed as. */
declare const __APP_VERSION__: string;
/** Injected by the build preset: true only in an e2e fixture build (BUILD_FIXTURE=1). */
declare const __BUILD_FIXTURE__: boolean;
